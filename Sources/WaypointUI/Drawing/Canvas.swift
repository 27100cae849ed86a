import Foundation

/// A view drawn by a closure into a ``GraphicsContext``. The runtime calls the closure once at
/// the scene's size to record its operations and texts; each renderer calls it again at the
/// size the layout pass gave the canvas and paints the result.
public struct Canvas<Symbols: View> {
  /// Views laid out with the canvas, each `.tag(_:)`ged so the closure can fetch it with
  /// `resolveSymbol(id:)` and place it; a renderer shows one only where the drawing puts it.
  public var symbols: Symbols
  /// The closure that draws, given the context and the size it has to fill.
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// Whether the drawing promises to cover every pixel; kept as given, no renderer reads it.
  public var isOpaque: Bool
  /// The working color space asked for (sRGB, linear or extended linear); kept as given, no
  /// renderer reads it.
  public var colorMode: ColorRenderingMode
  /// Whether the canvas may be drawn apart from its parent; kept as given, since renderers
  /// always draw it in the same pass.
  public var rendersAsynchronously: Bool

  /// Makes a canvas whose `renderer` closure draws and may place the views `symbols` builds.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    self.symbols = symbols()
    self.renderer = renderer
    isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }
}

extension Canvas where Symbols == EmptyView {
  /// Makes a canvas drawn by `renderer` alone, with no symbol views.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.init(
      opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
      renderer: renderer, symbols: { EmptyView() })
  }
}

extension Canvas: View {
  /// The texts the renderer draws and its symbol views, with its drawing operations recorded.
  public var body: some View {
    CanvasContent(renderer: renderer, symbols: symbols)
  }
}

/// A canvas's drawing: its element keeps the drawing code, which a renderer runs at the size
/// the layout pass gave the canvas with its symbol views' sizes; its texts, drawn at the
/// scene's size, and its symbol views are its children, which renderers draw only where the
/// drawing puts them.
struct CanvasContent<Symbols: View> {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let symbols: Symbols
  @Environment(\.sceneSize) var sceneSize
  @Environment(\.self) var environment
}

extension CanvasContent: View {
  var body: some View {
    var context = GraphicsContext(size: sceneSize, environment: environment)
    renderer(&context, sceneSize)
    let operations = context.operations
    let shown = operations.prefix(8).joined(separator: "; ")
    let more = operations.count > 8 ? "; … \(operations.count - 8) more" : ""
    let (renderer, environment) = (renderer, environment)
    let record = DrawingRecord(description: "Canvas") { size, symbols in
      var context = GraphicsContext(size: size, environment: environment, symbols: symbols)
      renderer(&context, size)
      return context.drawing
    }
    return RoleContainer(
      containerRole: .canvas(record),
      content: ZStack {
        ForEach(Array(context.drawnTexts.enumerated()), id: \.offset) { $0.element }
        symbols
      }
    )
    .recorded("Canvas { \(operations.isEmpty ? "empty" : shown + more) }")
  }
}

extension Image {
  /// Creates an image drawn by `renderer` in a context of `size`: its drawn texts and
  /// operations are recorded on the image, which shows as `label` (or "Drawing").
  public init(
    size: CGSize, label: Text? = nil, opaque: Bool = false,
    colorMode: ColorRenderingMode = .nonLinear,
    renderer: @escaping (inout GraphicsContext) -> Void
  ) {
    var context = GraphicsContext(size: size, environment: EnvironmentValues())
    renderer(&context)
    self.init(decorative: "drawing")
    self = labelled(label ?? Text(verbatim: "Drawing"))
      .withDrawing(
        "Image(size: \(Font.number(size.width))×\(Font.number(size.height))) { "
          + context.operations.joined(separator: "; ") + " }")
  }
}
