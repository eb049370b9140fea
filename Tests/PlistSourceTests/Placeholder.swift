import Testing
@testable import PlistSource
@Test func placeholderPlistSourceTests() {}
