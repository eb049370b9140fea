import FolioHashing
import Foundation
import Testing

/// XXH64 against the reference implementation's values (Python's xxhash package, seeds 0 and 7).
@Suite struct XXHash64Tests {
    static let cases: [(input: [UInt8], seed0: UInt64, seed7: UInt64)] = [
        ([], 0xef46db3751d8e999, 0x95f0626f6f0a4409),
        (Array("a".utf8), 0xd24ec4f1a98c6e5b, 0xdc6349d489e0f965),
        (Array("abc".utf8), 0x44bc2cf5ad770999, 0x9e755206156676d7),
        (Array("Nobody inspects the spammish repetition".utf8), 0xfbcea83c8a378bf1, 0x26f1aeb39b9b1f5f),
        (
            Array(repeating: Array(0...255), count: 3).flatMap { $0.map(UInt8.init) }, 0x8e03c838c596036f,
            0xb1e10f6c5294cd6b
        ),
    ]

    @Test(arguments: 0..<cases.count)
    func matchesTheReference(_ index: Int) {
        let item = Self.cases[index]
        #expect(XXHash64.hash(Data(item.input)) == item.seed0)
        #expect(XXHash64.hash(Data(item.input), seed: 7) == item.seed7)
    }

    @Test func hexIsSixteenDigits() {
        #expect(XXHash64.hex(0xef46db3751d8e999) == "ef46db3751d8e999")
        #expect(XXHash64.hex(0x1f) == "000000000000001f")
    }
}
