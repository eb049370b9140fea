/// A publisher that takes options on the command line: `folio build --sink NAME --option
/// NAME.KEY=VALUE` (repeatable). `folio build` hands each publisher the options named for it
/// and publishes with the copy this returns; one it does not take is an error before anything
/// is built.
public protocol ConfigurablePublisher: Publisher {
    /// The keys it takes, each with one line on what it does (`geometry`: "the page geometry…").
    var optionKeys: [String: String] { get }
    /// A copy of the publisher with `options` (key to value, keys among `optionKeys`) applied;
    /// throws a `FolioError` naming the option when a value is wrong.
    func configured(_ options: [String: String]) throws -> any Publisher
}
