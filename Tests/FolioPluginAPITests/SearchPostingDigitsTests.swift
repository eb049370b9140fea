import Testing

@testable import FolioPluginAPI

/// The digits a search shard's postings are written in (`IssueSearchIndex.encoded`): five bits a
/// digit, lowest first, a digit of the second half saying that more follow. The carousel reads
/// them back (folio-search.js); Tests/browser/test_search.py searches every script through them.
struct SearchPostingDigitsTests {
    @Test func smallNumbersAreOneDigitAndLargerOnesFiveBitsADigitLowestFirst() {
        #expect(IssueSearchIndex.encoded([0, 1, 9, 10, 31]) == "019AV")
        // 32 = 0 + 1·32: "W" (32 + 0, more follows), then "1".
        #expect(IssueSearchIndex.encoded([32]) == "W1")
        // 1000 = 8 + 31·32: "e" (32 + 8), then "V" (31).
        #expect(IssueSearchIndex.encoded([1000]) == "eV")
        // 65535 = 31 + 31·32 + 31·1024 + 1·32768: "_" (32 + 31) three times, then "1".
        #expect(IssueSearchIndex.encoded([65535]) == "___1")
    }

    @Test func everyNumberReadsBack() {
        let numbers = [0, 5, 31, 32, 33, 1023, 1024, 9_999, 65_535, 1_000_000]
        let text = Array(IssueSearchIndex.encoded(numbers))
        var read: [Int] = []
        var value = 0
        var shift = 0
        for character in text {
            let digit = IssueSearchIndex.digits.firstIndex(of: character)!
            if digit >= 32 {
                value |= (digit - 32) << shift
                shift += 5
            } else {
                read.append(value | digit << shift)
                (value, shift) = (0, 0)
            }
        }
        #expect(read == numbers)
        #expect(IssueSearchIndex.digits.count == 64 && Set(IssueSearchIndex.digits).count == 64)
    }
}
