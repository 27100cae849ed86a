import Foundation
import SwiftParser
import Testing

@testable import WaypointPort

@Suite("Asset catalogs: colours carried over, other assets noted")
struct AssetCatalogTests {
  @Test("colour sets become colours, namespaced groups prefix names, image sets get one note each")
  func catalog() throws {
    let folder = try TemporaryFolder([
      "Assets.xcassets/Contents.json": #"{ "info" : { "version" : 1 } }"#,
      "Assets.xcassets/Brand.colorset/Contents.json": colorSet(
        #""red": "0.2", "green": "0.4", "blue": "0.6", "alpha": "1""#),
      "Assets.xcassets/Theme/Contents.json": #"{ "properties" : { "provides-namespace" : true } }"#,
      "Assets.xcassets/Theme/Accent.colorset/Contents.json": colorSet(
        #""red": "1", "green": "0", "blue": "0", "alpha": "1""#),
      "Assets.xcassets/Plain/Ink.colorset/Contents.json": colorSet(
        #""red": "0", "green": "0", "blue": "0", "alpha": "1""#),
      "Assets.xcassets/Logo.imageset/Contents.json": "{}",
      "Assets.xcassets/AppIcon.appiconset/Contents.json": "{}",
    ])
    defer { folder.remove() }
    let catalog = try AssetCatalog.read("Assets.xcassets", in: folder.url)
    #expect(catalog.colors.map(\.name) == ["Brand", "Ink", "Theme/Accent"])
    #expect(catalog.notes.count == 2)
    #expect(catalog.notes.contains { $0.message.contains("image set \"Logo\"") })
    #expect(catalog.notes.contains { $0.message.contains("app icon \"AppIcon\"") })
  }

  @Test("image sets are kept with the files Linux can show; HEIC is dropped, PDF noted")
  func imageSets() throws {
    let folder = try TemporaryFolder([
      "Assets.xcassets/Contents.json": #"{ "info" : { "version" : 1 } }"#,
      "Assets.xcassets/Photos/Contents.json":
        #"{ "properties" : { "provides-namespace" : true } }"#,
      "Assets.xcassets/Photos/Beach.imageset/Contents.json": """
      { "images" : [ { "filename" : "beach.png", "scale" : "1x", "idiom" : "universal" },
                     { "filename" : "beach@2x.jpg", "scale" : "2x", "idiom" : "universal" },
                     { "filename" : "beach.heic", "scale" : "3x", "idiom" : "universal" } ] }
      """,
      "Assets.xcassets/Photos/Beach.imageset/beach.png": "png",
      "Assets.xcassets/Photos/Beach.imageset/beach@2x.jpg": "jpeg",
      "Assets.xcassets/Photos/Beach.imageset/beach.heic": "heic",
      "Assets.xcassets/Plan.imageset/Contents.json":
        #"{ "images" : [ { "filename" : "plan.pdf", "idiom" : "universal" } ] }"#,
      "Assets.xcassets/Plan.imageset/plan.pdf": "%PDF",
      "Assets.xcassets/Live.imageset/Contents.json":
        #"{ "images" : [ { "filename" : "live.heic", "idiom" : "universal" } ] }"#,
      "Assets.xcassets/Live.imageset/live.heic": "heic",
      "Assets.xcassets/Gone.imageset/Contents.json":
        #"{ "images" : [ { "filename" : "gone.png", "idiom" : "universal" } ] }"#,
    ])
    defer { folder.remove() }
    let catalog = try AssetCatalog.read("Assets.xcassets", in: folder.url)
    #expect(catalog.imageNames == ["Photos/Beach", "Plan"])
    #expect(
      catalog.copiedFiles == [
        "Contents.json", "Photos/Beach.imageset/Contents.json", "Photos/Beach.imageset/beach.png",
        "Photos/Beach.imageset/beach@2x.jpg", "Plan.imageset/Contents.json",
        "Plan.imageset/plan.pdf", "Photos/Contents.json",
      ])
    let notes = catalog.notes.map(\.message)
    #expect(
      notes.contains {
        $0.contains("\"Photos/Beach\": dropped beach.heic; nothing on Linux decodes HEIC")
      })
    #expect(notes.contains { $0.contains("\"Live\": dropped live.heic") })
    #expect(notes.contains { $0.contains("\"Plan\": plan.pdf is a PDF vector") })
    #expect(notes.contains { $0.contains("\"Gone\" names gone.png, which is not there") })
  }

  @Test("a garbled image set's Contents.json is an error naming the file")
  func garbledImageSet() throws {
    let folder = try TemporaryFolder(["Assets.xcassets/Logo.imageset/Contents.json": "{ images"])
    defer { folder.remove() }
    #expect(throws: PortError.self) { try AssetCatalog.read("Assets.xcassets", in: folder.url) }
  }

  @Test("a colour set without Contents.json is an error")
  func missingContents() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.makeFolder("Assets.xcassets/Brand.colorset")
    #expect(
      throws: PortError.badAssetContents(
        path: "Assets.xcassets/Brand.colorset/Contents.json", reason: "missing")
    ) {
      try AssetCatalog.read("Assets.xcassets", in: folder.url)
    }
  }

  @Test("the generated file declares an AssetColorCatalog with every colour, for Linux only")
  func generatedFile() {
    let text = AssetColorsFile.text([
      AssetColor(name: "Brand", value: .rgb(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)),
      AssetColor(name: "Ink", value: .system("primary")),
    ])
    #expect(text.contains("struct AssetCatalogColors: AssetColorCatalog {"))
    #expect(text.contains("@used static func keep() -> Any.Type { Self.self }"))
    #expect(text.contains(#""Brand": Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 1),"#))
    #expect(text.contains(#""Ink": Color.primary,"#))
    #expect(text.contains("#if os(Linux)"))
  }
}

@Suite("The asset symbols Xcode generates")
struct AssetSymbolsTests {
  @Test("an asset's symbol is its name in lower camel case, without a trailing Color or Image")
  func symbolNames() {
    #expect(AssetSymbolsFile.symbolName("AccentColor", dropping: "Color") == "accent")
    #expect(
      AssetSymbolsFile.symbolName("customBackgroundBlue", dropping: "Color")
        == "customBackgroundBlue")
    #expect(AssetSymbolsFile.symbolName("logo-transparent", dropping: "Image") == "logoTransparent")
    #expect(AssetSymbolsFile.symbolName("2x-logo", dropping: "Image") == "_2xLogo")
    #expect(AssetSymbolsFile.symbolName("Default", dropping: "Color") == "`default`")
    #expect(AssetSymbolsFile.symbolName("Color", dropping: "Color") == "color")
  }

  @Test("the file declares a ColorResource and an ImageResource member per asset, on Linux only")
  func file() throws {
    let text = try #require(
      AssetSymbolsFile.text(colors: ["BrandColor"], images: ["logo", "Logo"]))
    #expect(text.contains("#if os(Linux)"))
    #expect(
      text.contains(
        "extension ColorResource {\n  static let brand = ColorResource(name: \"BrandColor\", bundle: .main)\n}"
      ))
    #expect(
      text.contains(
        "extension ImageResource {\n  static let logo = ImageResource(name: \"Logo\", bundle: .main)\n}"
      ),
      "one member for names that make the same symbol")
    #expect(AssetSymbolsFile.text(colors: [], images: []) == nil)
  }

  @Test("an asset in a namespace folder is a member of an enum named after the folder")
  func namespaces() throws {
    let text = try #require(
      AssetSymbolsFile.text(colors: [], images: ["Fountain/Stone", "Fountain/marble", "Logo"]))
    #expect(
      text.contains(
        """
        extension ImageResource {
          static let logo = ImageResource(name: "Logo", bundle: .main)
          enum Fountain {
            static let stone = ImageResource(name: "Fountain/Stone", bundle: .main)
            static let marble = ImageResource(name: "Fountain/marble", bundle: .main)
          }
        }
        """))
  }

  @Test(
    "top-level colours are Color, ShapeStyle and UIColor members, images UIImage members, unless taken"
  )
  func symbolExtensions() throws {
    let text = try #require(
      AssetSymbolsFile.text(
        colors: ["BrandColor", "Red", "Fountain/Water"], images: ["logo"],
        declared: ["UIColor": ["brand"]]))
    #expect(
      text.contains(
        """
        extension Color {
          static var brand: Color { Color(ColorResource.brand) }
        }
        """))
    #expect(
      text.contains(
        """
        extension ShapeStyle where Self == Color {
          static var brand: Color { Color(ColorResource.brand) }
        }
        """))
    #expect(!text.contains("extension UIColor"), "the app declares UIColor.brand itself")
    #expect(!text.contains("static var red"), "SwiftUI's Color.red is kept")
    #expect(!text.contains("static var water"), "namespaced colours stay in their namespace")
    #expect(
      text.contains(
        """
        extension UIImage {
          static var logo: UIImage { UIImage(resource: ImageResource.logo) }
        }
        """))
  }

  @Test("the static members an app declares on Color, ShapeStyle and UIColor are found")
  func declaredMembers() {
    let file = Parser.parse(
      source: """
        extension Color {
          static let brand = Color("Brand")
          static func shade() -> Color { .red }
        }
        extension SwiftUI.ShapeStyle where Self == Color { static var brand: Color { .brand } }
        extension Text { static let brand = Text("x") }
        """)
    #expect(
      AssetSymbolsFile.declaredMembers(in: file) == [
        "Color": ["brand", "shade"], "ShapeStyle": ["brand"],
      ])
  }
}
