/// The control characters content may carry and no output may pass on as they are: C0
/// controls, DEL and C1 controls (Unicode's general category Cc). Sinks escape, drop or
/// replace them; which of those is each sink's choice, what counts is decided here once.
public enum ControlCharacters {
    /// Whether `scalar` is a C0 control (U+0000–U+001F), DEL (U+007F) or a C1 control
    /// (U+0080–U+009F).
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
