import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointRuntime

/// Images from asset catalogs: the recipes app's catalog sits beside the test executable, as
/// any app's does beside its own (SwiftPM copies `Assets.xcassets` into its resource bundle).
@MainActor
@Suite("Images from asset catalogs")
struct ImageAssetTests {
  private func images(in host: ViewHost) -> [(ImageName, [Attribute])] {
    host.tree.flatMap(\.allElements).compactMap { element in
      if case .image(let name) = element.role { (name, element.attributes) } else { nil }
    }
  }

  @Test("Image(name, bundle:) finds a catalog's image set: its files by scale and appearance")
  func resolvesFromCatalog() throws {
    let host = ViewHost(Image("Recipes/shakshuka", bundle: nil))
    let (name, _) = try #require(images(in: host).first)
    guard case .asset(let asset) = name else {
      Issue.record("expected an asset, got \(name)")
      return
    }
    #expect(asset.name == "Recipes/shakshuka")
    #expect(asset.variants(dark: false).map(\.scale) == [1, 2])
    #expect(asset.variants(dark: true).map(\.scale) == [1, 2])
    #expect(asset.variants.allSatisfy { $0.format == .png })
    #expect(asset.pointSize == CGSize(width: 160, height: 120))
    #expect(host.render().contains(#"Image("Recipes/shakshuka")"#))
    #expect(host.diagnostics.isEmpty)
  }

  @Test("a name no catalog holds is a diagnostic and the bare name, never a trap")
  func missingName() throws {
    let host = ViewHost(VStack { Image("Nowhere/To/Be/Found") })
    let (name, _) = try #require(images(in: host).first)
    #expect(name == .resource("Nowhere/To/Be/Found"))
    let diagnostic = try #require(host.diagnostics.first { $0.code == .imageNotFound })
    #expect(diagnostic.message.contains(#""Nowhere/To/Be/Found""#))
    #expect(diagnostic.fixIt?.contains(".process(\"Assets.xcassets\")") == true)
  }

  @Test("a set's template intent, renderingMode and Image(decorative:) are on the element")
  func templatesAndDecorative() throws {
    let host = ViewHost(
      VStack {
        Image("chef-hat")
        Image("chef-hat").renderingMode(.original)
        Image(decorative: "Recipes/akara")
        Image("Recipes/akara").renderingMode(.template)
      })
    let found = images(in: host)
    try #require(found.count == 4)
    #expect(found[0].0.isTemplate(with: found[0].1))
    #expect(!found[1].0.isTemplate(with: found[1].1))
    #expect(found[2].1.contains(.accessibilityHidden(true)))
    #expect(found[3].0.isTemplate(with: found[3].1))
    #expect(host.render().contains(".renderingMode(.original)"))
  }

  @Test("Image(name, bundle:) looks in that bundle's catalogs only")
  func bundleCatalog() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "image-bundle-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Media.xcassets/Logo.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data(#"{ "images" : [ { "filename" : "logo.svg", "idiom" : "universal" } ] }"#.utf8)
      .write(to: set.appendingPathComponent("Contents.json"))
    try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>"#.utf8)
      .write(to: set.appendingPathComponent("logo.svg"))
    let bundle = try #require(Bundle(path: folder.path))
    guard case .asset(let asset) = ImageName.named("Logo", bundle: bundle) else {
      Issue.record("the bundle's catalog was not read")
      return
    }
    #expect(asset.pointSize == CGSize(width: 40, height: 20))
    #expect(asset.variants.first?.webPath.hasSuffix("/Media/Logo/1x.svg") == true)
    #expect(ImageName.named("Recipes/shakshuka", bundle: bundle) == .resource("Recipes/shakshuka"))
  }

  @Test("only paths the index lists lead to a file: not a traversal, not another name")
  func webPaths() throws {
    let assets = ImageAssets.shared
    let asset = try #require(assets.asset(named: "Recipes/shakshuka"))
    let variant = try #require(asset.variants.first)
    #expect(assets.variant(atWebPath: variant.webPath) == variant)
    for path in [
      "../../Package.swift", "%2e%2e/%2e%2e/Package.swift", variant.webPath + "/../x",
      "Waypoint_Recipes/Assets/Recipes/shakshuka/../../chef-hat/1x.png", "", "/etc/passwd",
      variant.webPath.replacingOccurrences(of: "1x", with: "9x"),
    ] {
      #expect(assets.variant(atWebPath: path) == nil, "\(path)")
    }
    let paths = Set(
      ["Recipes/shakshuka", "Recipes/akara", "chef-hat"].flatMap {
        assets.asset(named: $0)?.variants.map(\.webPath) ?? []
      })
    #expect(paths.count == 10, "every file has a path of its own")
  }

  @available(*, deprecated, message: "tests deprecated API")
  @Test("clipShape and cornerRadius are recorded by shape, for renderers to clip to")
  func clipping() {
    let text = ViewHost(
      VStack {
        Image("chef-hat").clipShape(Circle())
        Image("chef-hat").clipShape(.rect(cornerRadius: 8))
        Image("chef-hat").cornerRadius(4)
      }
    ).render()
    #expect(text.contains(".clipShape(Circle())"))
    #expect(text.contains(".clipShape(RoundedRectangle(cornerRadius: 8))"))
    #expect(text.contains(".cornerRadius(4)"))
  }
}
