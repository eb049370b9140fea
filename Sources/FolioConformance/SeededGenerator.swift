/// SplitMix64: a small random number generator whose sequence depends on its seed alone, on
/// every platform and Swift version, so a seed names the same random walks everywhere.
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0), computed here rather than by the standard
    /// library, whose method may change between versions.
    package mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "an empty range has no random number")
        return Int(next() % UInt64(bound))
    }

    /// One of `choices`, each as likely as its weight.
    package mutating func pick<T>(_ choices: [(T, weight: Int)]) -> T {
        var roll = below(choices.reduce(0) { $0 + $1.weight })
        for (choice, weight) in choices {
            if roll < weight { return choice }
            roll -= weight
        }
        preconditionFailure("the weights add up to more than the choices hold")
    }
}
