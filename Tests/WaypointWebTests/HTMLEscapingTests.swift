import Testing

@testable import WaypointWeb

@Suite("Escaping the app's text")
struct HTMLEscapingTests {
  @Test("text between tags cannot open a tag")
  func contentIsEscaped() {
    #expect(
      HTMLText.content("<img src=x onerror=alert(1)>") == "&lt;img src=x onerror=alert(1)&gt;")
    #expect(HTMLText.content("Fish & Chips") == "Fish &amp; Chips")
  }

  @Test("an attribute value cannot close its quotes")
  func attributeIsEscaped() {
    #expect(HTMLText.attribute(#""><script>"#) == "&quot;&gt;&lt;script&gt;")
    #expect(HTMLText.attribute("it's") == "it&#39;s")
  }

  @Test("a class name keeps only letters and digits")
  func classNames() {
    #expect(HTMLText.className(".navigationBarTrailing") == "navigationBarTrailing")
    #expect(HTMLText.className("a\" onclick=\"x") == "aonclickx")
  }
}
