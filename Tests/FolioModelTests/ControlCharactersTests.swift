import Testing

@testable import FolioModel

@Suite struct ControlCharactersTests {
    @Test func theSetIsExactlyUnicodesControlCategory() {
        var mismatches: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if ControlCharacters.contains(scalar) != (scalar.properties.generalCategory == .control) {
                mismatches.append(value)
            }
        }
        #expect(mismatches.isEmpty)
        #expect(
            ControlCharacters.contains("\u{1B}") && ControlCharacters.contains("\u{9B}")
                && ControlCharacters.contains("\u{7F}"))
        #expect(!ControlCharacters.contains("\u{A0}") && !ControlCharacters.contains("\u{200B}"))
    }
}
