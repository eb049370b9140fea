/// What a list of steps works on (`BuildContext`, `ShelfContext`): whatever the steps make, and
/// the times `StepRunner` keeps of them.
package protocol StepContext: Sendable {
    /// How long each step of the list took.
    var timings: StepTimings { get set }
}
