import Foundation
import Testing
@testable import IntentMigrateKit

@Suite struct XcodeProjectTests {
    @Test func propertyListValues() throws {
        let text = """
        // !$*UTF8*$!
        {
            plain = abc_$/:.-9;
            "quoted key" /* between key and = */ = "say \\"hi\\"\\\\ \\n\\tend";
            list = ( one, "two" /* inside */, // to the end of the line
                three, );
            empty = ();
            nested = { inner = { deepest = "<group>"; }; };
            unicode = "\\U00e9\\Ud83d\\ude00\\101 été";
            data = <0fbd 7a>;
            tight=value/* right after */;
        }
        """
        let plist = try PropertyList(parsing: Array(text.utf8))
        #expect(plist["plain"]?.string == "abc_$/:.-9")
        #expect(plist["quoted key"]?.string == "say \"hi\"\\ \n\tend")
        #expect(plist["list"]?.array == [.string("one"), .string("two"), .string("three")])
        #expect(plist["empty"] == .array([]))
        #expect(plist["nested"]?["inner"]?["deepest"]?.string == "<group>")
        #expect(plist["unicode"]?.string == "é😀A été")
        #expect(plist["data"]?.string == "0fbd7a")
        #expect(plist["tight"]?.string == "value")
        #expect(plist.dictionary?.count == 8)
        #expect(plist["missing"] == nil && plist["plain"]?["x"] == nil && plist.string == nil)
    }

    @Test func propertyListErrorsNameTheLine() {
        func failure(_ text: String) -> PropertyListError? {
            do { _ = try PropertyList(parsing: Array(text.utf8)); return nil } catch { return error }
        }
        #expect(failure("{\n  a = {\n    isa = PBXGroup\n  };\n}") == PropertyListError(line: 3, reason: "expected ';' after value of 'isa'"))
        #expect(failure("{\n  a b;\n}") == PropertyListError(line: 2, reason: "expected '=' after key 'a'"))
        #expect(failure("{ a = (x y); }") == PropertyListError(line: 1, reason: "expected ',' or ')' after an array element"))
        #expect(failure("{\n a = \"open;\n}") == PropertyListError(line: 2, reason: "unterminated string"))
        #expect(failure("{\n a = 1; /* open\n") == PropertyListError(line: 2, reason: "unterminated comment"))
        #expect(failure("\n{ a = 1;") == PropertyListError(line: 2, reason: "'{' is never closed"))
        #expect(failure("{ a = ; }") == PropertyListError(line: 1, reason: "expected a value for 'a', found ';'"))
        #expect(failure("{ } }") == PropertyListError(line: 1, reason: "unexpected text after the property list"))
        #expect(failure("") == PropertyListError(line: 1, reason: "expected a value, found the end of the file"))
    }
}
