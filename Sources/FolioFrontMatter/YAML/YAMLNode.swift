import Yams

/// A YAML value as `YAMLMapping` reads it: its text or children, and where it is written
/// (1-based line and column, as Yams reports them, before any line offset).
indirect enum YAMLNode {
    /// A scalar's text; `isPlain` when written without quotes or block style.
    case scalar(String, isPlain: Bool, line: Int?, column: Int?)
    case sequence([YAMLNode], line: Int?, column: Int?)
    case mapping([YAMLEntry], line: Int?, column: Int?)
    case alias(line: Int?, column: Int?)

    /// The parts of a Yams node that are read.
    init(_ node: Node) {
        let (line, column) = (node.mark?.line, node.mark?.column)
        switch node {
        case .scalar(let scalar):
            self = .scalar(scalar.string, isPlain: scalar.style == .plain, line: line, column: column)
        case .sequence(let sequence):
            self = .sequence(sequence.map(YAMLNode.init), line: line, column: column)
        case .mapping(let mapping):
            self = .mapping(mapping.map(YAMLEntry.init), line: line, column: column)
        case .alias:
            self = .alias(line: line, column: column)
        }
    }

    /// The text of a scalar; nil for any other node.
    var scalarText: String? {
        if case .scalar(let text, _, _, _) = self { text } else { nil }
    }

    /// Where the node starts.
    var mark: (line: Int, column: Int)? {
        switch self {
        case .scalar(_, _, let line?, let column?), .sequence(_, let line?, let column?),
            .mapping(_, let line?, let column?), .alias(let line?, let column?):
            return (line, column)
        default:
            return nil
        }
    }
}

/// One key of a YAML mapping with its value.
struct YAMLEntry {
    /// The key's text.
    var key: String
    /// The value.
    var value: YAMLNode
    /// Where the key is written (1-based, before any line offset).
    var line: Int?
    var column: Int?

    init(key: String, value: YAMLNode, line: Int?, column: Int?) {
        self.key = key
        self.value = value
        self.line = line
        self.column = column
    }

    /// An entry of a Yams mapping.
    init(_ pair: (key: Node, value: Node)) {
        self.init(
            key: pair.key.scalar?.string ?? String(describing: pair.key), value: YAMLNode(pair.value),
            line: pair.key.mark?.line, column: pair.key.mark?.column)
    }
}
