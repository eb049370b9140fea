/// A measure's advances of the ASCII characters for every face and role, looked up once so
/// the line breaker does not ask the measure for each letter of running text.
struct ASCIIAdvances: Sendable {
    /// The roles the table holds, in table order; headings of any level map to 1...6.
    private static let roles: [TextRole] = [.body, .title, .byline, .caption, .code] + (1...6).map { .heading($0) }
    private let values: [Double]

    init(measure: any TextMeasure) {
        var values: [Double] = []
        values.reserveCapacity(FontFace.allCases.count * Self.roles.count * 128)
        for face in FontFace.allCases {
            for role in Self.roles {
                for byte in 0..<128 {
                    values.append(measure.advance(of: Character(Unicode.Scalar(UInt8(byte))), face: face, role: role))
                }
            }
        }
        self.values = values
    }

    /// The advance of the ASCII character `byte` in `face` for `role`.
    func advance(_ byte: UInt8, face: FontFace, role: TextRole) -> Double {
        values[(face.rawValue * Self.roles.count + Self.index(of: role)) * 128 + Int(byte & 0x7F)]
    }

    private static func index(of role: TextRole) -> Int {
        switch role {
        case .body: return 0
        case .title: return 1
        case .byline: return 2
        case .caption: return 3
        case .code: return 4
        case .heading(let level): return 4 + min(max(level, 1), 6)
        }
    }
}
