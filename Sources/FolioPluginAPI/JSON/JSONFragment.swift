/// A value's JSON written once, to be copied into several documents: the navigation map of a
/// 10,000-article issue is megabytes, and each publishing sink's index holds it.
public struct JSONFragment: JSONWritable, Sendable, Equatable {
    /// The bytes, as `JSONWriter` wrote them.
    public let bytes: [UInt8]

    /// Writes `value` once; `scriptSafe` escapes what could end a `<script>` element, which
    /// leaves the JSON equal in value and so serves JSON files and HTML alike.
    public init(_ value: some JSONWritable, scriptSafe: Bool = true) {
        var writer = JSONWriter(scriptSafe: scriptSafe, capacity: 1 << 20)
        value.write(to: &writer)
        bytes = writer.bytes
    }

    /// Copies the bytes in.
    public func write(to writer: inout JSONWriter) {
        writer.raw(bytes)
    }
}
