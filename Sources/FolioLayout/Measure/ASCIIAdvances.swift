/// A measure's advances of the ASCII characters for every face and role, looked up once so
/// the line breaker does not ask the measure for each letter of running text.
struct ASCIIAdvances: Sendable {
    /// The roles the table holds, in table order; headings of any level map to 1...6.
    private static let roles: [TextRole] = [.body, .title, .byline, .caption, .code] + (1...6).map { .heading($0) }
    /// One table of 128 advances per face and role, faces outermost.
    private let tables: [[Double]]
    private let roleCount: Int

    init(measure: any TextMeasure) {
        var tables: [[Double]] = []
        for face in FontStyle.allCases {
            for role in Self.roles {
                tables.append(
                    (0..<128).map { byte in
                        measure.advance(of: Character(Unicode.Scalar(UInt8(byte))), face: face, role: role)
                    })
            }
        }
        self.tables = tables
        roleCount = Self.roles.count
    }

    /// The advance of the ASCII character `byte` in `face` for `role`.
    func advance(_ byte: UInt8, face: FontStyle, role: TextRole) -> Double {
        advances(face: face, role: role)[Int(byte & 0x7F)]
    }

    /// The advances of all 128 ASCII characters in `face` for `role`, indexed by byte.
    func advances(face: FontStyle, role: TextRole) -> [Double] {
        tables[face.rawValue * roleCount + Self.index(of: role)]
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
