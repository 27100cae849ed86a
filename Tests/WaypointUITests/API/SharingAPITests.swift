import Foundation
import Testing
import Waypoint
import WaypointTesting

private struct Photo: Transferable {
  let caption: String
}

@MainActor
@Suite("Sharing API: share previews, transferable items, navigation documents, image resources")
struct SharingAPITests {
  @Test("a share link with a preview copies its item's text and records the preview's title")
  func shareLinkWithPreview() throws {
    let host = ViewHost(
      VStack {
        ShareLink(item: Color.red, preview: SharePreview("Red", image: Image(systemName: "circle")))
        ShareLink(
          "Send note", item: "Buy flour", preview: SharePreview(Text("Note"), icon: Color.blue))
      })
    let rendered = host.render()
    #expect(rendered.contains(#"SharePreview("Red")"#))
    #expect(rendered.contains(#"SharePreview("Note")"#))
    try host.tap("Share")
    #expect(host.runtime.pasteboard.string == Color.red.description)
    try host.tap("Send note")
    #expect(host.runtime.pasteboard.string == "Buy flour")
  }

  @Test("a share link of several items copies them one a line, each with its preview")
  func shareLinkItems() throws {
    let urls = [URL(string: "https://example.com/a")!, URL(string: "https://example.com/b")!]
    let host = ViewHost(
      ShareLink(
        LocalizedStringResource("share.pages", defaultValue: "Share pages"), items: urls
      ) { url in
        SharePreview(url.lastPathComponent)
      })
    #expect(host.render().contains(#"SharePreview("a")"#))
    #expect(host.render().contains(#"SharePreview("b")"#))
    try host.tap("Share pages")
    #expect(host.runtime.pasteboard.string == "https://example.com/a\nhttps://example.com/b")
  }

  @Test("share previews take every form of title, from a key, a resource, text or a string")
  func sharePreviewTitles() {
    let caption = "From a string"
    let titles = [
      recordedTitle(SharePreview("From a key")),
      recordedTitle(
        SharePreview(LocalizedStringResource("preview.key", defaultValue: "From a resource"))),
      recordedTitle(
        SharePreview(Text("From text"), image: Color.red, icon: Image(systemName: "star"))),
      recordedTitle(SharePreview(caption, icon: Color.green)),
    ]
    #expect(titles == ["From a key", "From a resource", "From text", "From a string"])
  }

  @Test("colors, images and formatted text are shared as the text their representation gives")
  func transferRepresentations() throws {
    let color: Color.Representation = Color.transferRepresentation
    let image: Image.Representation = Image.transferRepresentation
    _ = (color, image)
    let text = AttributedString("Bold move")
    let formatted = AttributedTextFormatting.Transferable(text: text, in: EnvironmentValues())
    #expect(AttributedString(transferable: formatted, in: EnvironmentValues()) == text)
    let host = ViewHost(
      VStack {
        ShareLink("Share color", item: Color.blue, preview: SharePreview("Blue"))
        ShareLink("Share image", item: Image(systemName: "star"), preview: SharePreview("Star"))
        ShareLink("Share text", item: formatted, preview: SharePreview("Text"))
      })
    try host.tap("Share color")
    #expect(host.runtime.pasteboard.string == Color.blue.description)
    try host.tap("Share image")
    #expect(host.runtime.pasteboard.string == "star")
    try host.tap("Share text")
    #expect(host.runtime.pasteboard.string == "Bold move")
  }

  @Test("a navigation document is recorded with its text and its preview's title")
  func navigationDocument() {
    let host = ViewHost(
      VStack {
        Text("Doc").navigationDocument(URL(string: "https://example.com/recipe.txt")!)
        Text("Note").navigationDocument("Buy flour", preview: SharePreview("Shopping"))
        Text("Tinted").navigationDocument(Color.red, preview: SharePreview("Red", icon: Color.red))
        Text("Pic").navigationDocument(
          "Sunset", preview: SharePreview("Sunset", image: Image(systemName: "sun.max")))
        Text("Both").navigationDocument(
          "Plan", preview: SharePreview("Plan", image: Color.red, icon: Color.blue))
        Text("Plain").navigationDocument(Photo(caption: "Beach"))
      })
    let rendered = host.render()
    #expect(rendered.contains(#".navigationDocument("https://example.com/recipe.txt")"#))
    #expect(
      rendered.contains(#".navigationDocument("Buy flour", preview: SharePreview("Shopping"))"#))
    #expect(rendered.contains(#"preview: SharePreview("Red")"#))
    #expect(rendered.contains(#"preview: SharePreview("Sunset")"#))
    #expect(rendered.contains(#"preview: SharePreview("Plan")"#))
    #expect(rendered.contains(#".navigationDocument("Photo(caption: \"Beach\")")"#))
  }

  @Test("an image resource names an image set; controls take it as their icon")
  func imageResources() throws {
    let logo = ImageResource(name: "logo", bundle: .main)
    struct Screen: View {
      let logo: ImageResource
      @State private var isOn = false
      @State private var taps = 0
      var body: some View {
        VStack {
          Image(logo)
          Label("Brand", image: logo)
          Button("Open", image: logo) { taps += 1 }
          Toggle(
            LocalizedStringResource("toggle.logo", defaultValue: "Show logo"), image: logo,
            isOn: $isOn)
          Text("Taps \(taps)")
        }
      }
    }
    let host = ViewHost(Screen(logo: logo))
    let rendered = host.render()
    #expect(rendered.contains(#"Image("logo")"#))
    #expect(rendered.contains("Brand"))
    #expect(rendered.contains("Show logo"))
    try host.tap("Open")
    #expect(!host.elements(labeled: "Taps 1").isEmpty)
  }

  /// The title a share link records for `preview`.
  private func recordedTitle<I: Transferable, C: Transferable>(_ preview: SharePreview<I, C>)
    -> String?
  {
    let rendered = ViewHost(ShareLink(item: "x", preview: preview)).render()
    guard let range = rendered.range(of: #"SharePreview(""#) else { return nil }
    let rest = rendered[range.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }
}
