import Foundation
import SegueKit
import Testing

@testable import SegueStoryboard

/// A text view's text as UIKit shows it: decoded where Interface Builder stored it as base64,
/// and at its own size from the top however long it is (a text view scrolls; it never shrinks
/// its text to fit).
@MainActor
struct TextViewContentTests {
    static func textLayer(_ element: String) throws -> TextContent {
        let doc = try GeneratedStoryboard.read(GeneratedStoryboard.withSubview(element), mode: .strict)
        let builder = StoryboardBuilder(document: doc)
        let root = builder.instantiate("C0").view
        defer { withExtendedLifetime(builder) {} }
        let view = try #require(root.firstDescendant { $0.identifier == "X" })
        let text = try #require(view.firstDescendant { if case .text = $0.content { true } else { false } })
        guard case .text(let t) = text.content else { throw CancellationError() }
        return t
    }

    static func textView(_ text: String, height: Int = 400) -> String {
        "<textView id=\"X\" editable=\"NO\" textAlignment=\"natural\"><rect key=\"frame\" x=\"16\" y=\"100\" width=\"361\" height=\"\(height)\"/>"
            + text + "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/></textView>"
    }

    @Test func base64TextIsDecodedAndItsControlCharactersLeftOut() throws {
        // "Warning Signs\n\n• Talking about it.\u{10}" as Xcode writes it, in lines.
        let encoded = Data("Warning Signs\n\n• Talking about it.\u{10}".utf8).base64EncodedString()
        let wrapped = stride(from: 0, to: encoded.count, by: 20).map { i -> String in
            let start = encoded.index(encoded.startIndex, offsetBy: i)
            return String(encoded[start..<(encoded.index(start, offsetBy: 20, limitedBy: encoded.endIndex) ?? encoded.endIndex)])
        }.joined(separator: "\n")
        let t = try Self.textLayer(Self.textView("<mutableString key=\"text\" base64-UTF8=\"YES\">\n\(wrapped)\n</mutableString>"))
        #expect(t.string == "Warning Signs\n\n• Talking about it.")
        let label = try Self.textLayer("<label id=\"X\"><rect key=\"frame\" x=\"16\" y=\"100\" width=\"361\" height=\"21\"/>"
            + "<string key=\"text\" base64-UTF8=\"YES\">\(Data("Tab\u{7}".utf8).base64EncodedString())</string></label>")
        #expect(label.string == "Tab")
    }

    /// Text marked base64 that is not (a damaged file) is left out with a warning naming the
    /// element and its line; strict mode refuses the file.
    @Test func damagedBase64TextIsAWarningNotGarbage() throws {
        let element = Self.textView("<mutableString key=\"text\" base64-UTF8=\"YES\">V2FybmluZyBTaWduc</mutableString>")
        let doc = try GeneratedStoryboard.read(GeneratedStoryboard.withSubview(element))
        let w = try #require(doc.warnings.first { $0.kind == .invalidEncoding })
        #expect(w.line == 5 && w.description.contains("the text of <mutableString id=\"X\"> is marked base64-UTF8 but is not base64 of UTF-8 text; it is left out"),
                "\(w)")
        #expect(doc.scenes.first?.controller.view?.subviews.first?.text == "")
        let e = try #require(GeneratedStoryboard.error(GeneratedStoryboard.withSubview(element), mode: .strict))
        #expect(e.kind == .invalidEncoding)
    }

    /// A button whose Line Break is Word Wrap wraps its title at its own size; one that
    /// truncates keeps one line.
    @Test func aWrappingButtonTitleKeepsItsSize() throws {
        func title(_ mode: String) throws -> TextContent {
            let button = "<button id=\"X\" contentHorizontalAlignment=\"left\" buttonType=\"system\" lineBreakMode=\"\(mode)\">"
                + "<rect key=\"frame\" x=\"16\" y=\"119\" width=\"361\" height=\"50\"/><fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>"
                + "<state key=\"normal\" title=\"Metanoia - If you are thinking about suicide read this first\"/></button>"
            return try Self.textLayer(button)
        }
        let wrapped = try title("wordWrap")
        #expect(wrapped.fontSize == 17 && wrapped.numberOfLines == 0, "\(wrapped.fontSize) \(wrapped.numberOfLines)")
        let truncated = try title("middleTruncation")
        #expect(truncated.numberOfLines == 1)
    }

    @Test func aLongTextKeepsItsSizeFromTheTop() throws {
        let long = (1...40).map { "Paragraph \($0) of the guide, long enough to wrap onto a second line here." }.joined(separator: "\n")
        let t = try Self.textLayer(Self.textView("<string key=\"text\">\(long)</string>", height: 300))
        #expect(t.fontSize == 17, "a text view scrolls; its text is not shrunk: \(t.fontSize)")
        #expect(t.isTopAligned, "a text view's lines start at the top of its text container")
        let short = try Self.textLayer(Self.textView("<string key=\"text\">Two lines\nof text.</string>"))
        #expect(short.fontSize == 17)
    }
}

/// Properties an app sets as user-defined runtime attributes, which loading the nib sets after
/// the view's own attributes: a text field's placeholder, a label's text, a view's colours.
@MainActor
struct RuntimeAttributePropertyTests {
    static func node(_ element: String) throws -> IB.ViewNode {
        let doc = try GeneratedStoryboard.read(GeneratedStoryboard.withSubview(element), mode: .strict)
        return try #require(doc.scenes.first?.controller.view?.subviews.first)
    }

    static func attribute(_ type: String, _ keyPath: String, _ value: String) -> String {
        type == "color"
            ? "<userDefinedRuntimeAttribute type=\"color\" keyPath=\"\(keyPath)\"><color key=\"value\" red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/></userDefinedRuntimeAttribute>"
            : "<userDefinedRuntimeAttribute type=\"\(type)\" keyPath=\"\(keyPath)\" value=\"\(value)\"/>"
    }

    @Test func aTextFieldsPlaceholderAndALabelsText() throws {
        let field = try Self.node("<textField id=\"X\" borderStyle=\"roundedRect\"><rect key=\"frame\" x=\"16\" y=\"100\" width=\"361\" height=\"34\"/>"
            + "<userDefinedRuntimeAttributes>\(Self.attribute("string", "placeholder", "Email Address"))</userDefinedRuntimeAttributes></textField>")
        #expect(field.placeholder == "Email Address")
        let label = try Self.node("<label id=\"X\" text=\"Label\"><rect key=\"frame\" x=\"16\" y=\"100\" width=\"361\" height=\"21\"/>"
            + "<userDefinedRuntimeAttributes>\(Self.attribute("localizedString", "text", "Welcome"))"
            + "\(Self.attribute("boolean", "hidden", "YES"))\(Self.attribute("color", "textColor", ""))</userDefinedRuntimeAttributes></label>")
        #expect(label.text == "Welcome" && label.isHidden)
        #expect(label.textColor.map { $0.rgba.x > 0.99 && $0.rgba.y < 0.01 && $0.rgba.z < 0.01 } == true, "\(String(describing: label.textColor))")
        // A key path the view does not have is kept by name only.
        let view = try Self.node("<view id=\"X\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/>"
            + "<userDefinedRuntimeAttributes>\(Self.attribute("string", "placeholder", "Nope"))</userDefinedRuntimeAttributes></view>")
        #expect(view.placeholder == nil && view.runtimeAttributes["placeholder"] == .string("Nope"))
    }

    /// An app's inspectable `cornerRadius`, `borderWidth` and `borderColor` (a button subclass's
    /// `@IBInspectable` properties that set its layer's) round and outline the view, as the
    /// layer's own key paths do.
    @Test func inspectableBorderPropertiesSetTheLayers() throws {
        let button = try Self.node("<button id=\"X\" customClass=\"RoundedButton\" customModule=\"MetaX\" buttonType=\"system\">"
            + "<rect key=\"frame\" x=\"16\" y=\"100\" width=\"120\" height=\"36\"/><userDefinedRuntimeAttributes>"
            + Self.attribute("number", "cornerRadius", "8") + Self.attribute("number", "borderWidth", "1") + Self.attribute("color", "borderColor", "")
            + "</userDefinedRuntimeAttributes></button>")
        #expect(button.cornerRadius == 8 && button.borderWidth == 1)
        #expect(button.borderColor.map { $0.rgba.x > 0.99 && $0.rgba.y < 0.01 } == true)
        // The layer's own key paths as before; a negative width is no border.
        let view = try Self.node("<view id=\"X\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><userDefinedRuntimeAttributes>"
            + Self.attribute("number", "layer.cornerRadius", "4") + Self.attribute("number", "borderWidth", "-2") + "</userDefinedRuntimeAttributes></view>")
        #expect(view.cornerRadius == 4 && view.borderWidth == nil)
    }
}
