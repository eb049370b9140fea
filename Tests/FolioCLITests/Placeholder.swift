import Testing
@testable import FolioCLI
@Test func placeholderFolioCLITests() {}
