import FolioModel

extension Step {
    /// Runs `steps` in order as one step called `name`, timed as one; the first that fails stops
    /// the group, and the runner names the error after the group.
    package static func group(_ name: String, _ steps: [Self]) -> Self {
        Self(name) { context throws(FolioError) in
            for step in steps { try await step.run(&context) }
        }
    }

    /// Runs `then` when `condition` holds of the context as the step starts, else `otherwise`
    /// (nothing when there is none), as one step called `name`.
    package static func `if`(
        _ name: String, _ condition: @escaping @Sendable (Context) -> Bool, then: Self, else otherwise: Self? = nil
    ) -> Self {
        Self(name) { context throws(FolioError) in
            if condition(context) {
                try await then.run(&context)
            } else if let otherwise {
                try await otherwise.run(&context)
            }
        }
    }

    /// This step, except that when it fails `recover` records the failure on the context in its
    /// place and the list goes on: what a list of parts that fail one by one (a shelf's issues)
    /// is made of. `recover` cannot fail, so such a step never stops its list.
    package func otherwise(_ recover: @escaping @Sendable (inout Context, FolioError) -> Void) -> Self {
        let run = self.run
        return Self(name) { context throws(FolioError) in
            do throws(FolioError) {
                try await run(&context)
            } catch {
                recover(&context, error)
            }
        }
    }
}
