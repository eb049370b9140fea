/// The `remember-page` rule, decided here and nowhere else: with the policy on, a horizontal
/// move into an article lands on the page the reader left it on (page 0 if never left
/// elsewhere), and every move to another article records the page being left.
extension Navigator {
    /// The page a horizontal move into `article` lands on from `state`.
    func landingPage(in article: Int, from state: NavigationState) -> Int {
        policy.rememberPage ? state.rememberedPage(of: article) : 0
    }

    /// Records, for a move from `state` to `destination`, the page of the article being left.
    /// The article arrived in forgets its own page (it is written again when it is left), and
    /// page 0 is not recorded, so that states that behave alike are equal.
    func rememberPage(movingTo destination: Position, in state: inout NavigationState) {
        guard policy.rememberPage, destination.article != state.at.article else { return }
        state.rememberedPages[state.at.article] = state.at.page == 0 ? nil : state.at.page
        state.rememberedPages[destination.article] = nil
    }
}
