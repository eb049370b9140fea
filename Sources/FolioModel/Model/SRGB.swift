import Foundation

/// The sRGB transfer function (IEC 61966-2-1), both ways, and WCAG 2's relative luminance: the
/// one place Folio turns sRGB values into light and back (a theme's contrast, a photo's tone, the
/// scrims over a cover's photo).
package enum SRGB {
    /// The linear light (0 to 1) of sRGB value `value` (0 to 1).
    package static func linear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// The sRGB value (0 to 1) of linear light `light` (0 to 1).
    package static func encoded(_ light: Double) -> Double {
        light <= 0.0031308 ? light * 12.92 : 1.055 * pow(light, 1 / 2.4) - 0.055
    }

    /// The relative luminance (WCAG 2) of linear red, green and blue light.
    package static func luminance(red: Double, green: Double, blue: Double) -> Double {
        0.2126 * red + 0.7152 * green + 0.0722 * blue
    }

    /// Each 8-bit sRGB value's linear light, 0 to 1, for code that reads many pixels.
    package static let linearOfByte: [Double] = (0...255).map { linear(Double($0) / 255) }
}
