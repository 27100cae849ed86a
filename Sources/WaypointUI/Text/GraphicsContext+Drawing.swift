import Foundation

extension GraphicsContext {
  /// An image ready to draw, with its size.
  public struct ResolvedImage: Sendable {
    /// The image.
    let image: Image
    /// The size of the image in points: its own (a symbol's in the canvas's font).
    public let size: CGSize
    /// How far down the image text would sit on it; always its full height, so its bottom edge.
    public let baseline: CGFloat
    /// The shading of a template image, if it has one.
    public var shading: Shading?
  }

  /// Settles `image` for drawing, at its own size.
  public func resolve(_ image: Image) -> ResolvedImage {
    let size = image.name.intrinsicSize(
      in: environment.font ?? .body, metrics: environment.textMetrics)
    return ResolvedImage(image: image, size: size, baseline: size.height, shading: nil)
  }

  /// Draws an image in `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    record("draw(\(Self.source(of: image.image)), in: \(Self.source(of: rect)))")
    draw(.image(image.image.name, in: rect))
  }

  /// Draws an image at `point`, where its `anchor` goes.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    record("draw(\(Self.source(of: image.image)), at: \(pointSource(point)))")
    let origin = CGPoint(
      x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
    draw(.image(image.image.name, in: CGRect(origin: origin, size: image.size)))
  }

  /// Draws an image in `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  /// Draws an image at `point`, where its `anchor` goes.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// A text ready to draw, which measures itself in points with the host's text metrics.
  public struct ResolvedText: Sendable {
    /// The text.
    let text: Text
    /// What the text is filled with.
    public var shading: Shading
    let font: Font
    let metrics: any TextMetrics

    private func lines(in size: CGSize) -> TextLines {
      TextLines(
        text.plainText, font: font, metrics: metrics,
        width: size.width.isFinite ? max(0, size.width) : nil)
    }

    /// The size the text takes within `size`: its lines, wrapped to the width offered.
    public func measure(in size: CGSize) -> CGSize { lines(in: size).size }

    /// The distance from the top to the first line's baseline.
    public func firstBaseline(in size: CGSize) -> CGFloat { metrics.ascent(of: font) }

    /// The distance from the top to the last line's baseline.
    public func lastBaseline(in size: CGSize) -> CGFloat {
      let count = CGFloat(max(1, lines(in: size).lines.count))
      return metrics.ascent(of: font) + (count - 1) * metrics.lineHeight(of: font)
    }
  }

  /// Settles `text` for drawing, in the foreground style and the canvas's font.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(
      text: text, shading: .foreground, font: environment.font ?? .body,
      metrics: environment.textMetrics)
  }

  /// Draws a text in `rect`.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    storage.recordText(text.text)
    record("draw(Text(\(text.text.plainText.debugDescription)), in: \(Self.source(of: rect)))")
    draw(
      .text(
        text.text.plainText, font: environment.font, at: rect.origin, anchor: .topLeading,
        paint: text.shading.paint))
  }

  /// Draws a text at `point`, where its `anchor` goes.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    storage.recordText(text.text)
    record("draw(Text(\(text.text.plainText.debugDescription)), at: \(pointSource(point)))")
    draw(
      .text(
        text.text.plainText, font: environment.font, at: point, anchor: anchor,
        paint: text.shading.paint))
  }

  /// Draws a text in `rect`.
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

  /// Draws a text at `point`, where its `anchor` goes.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// A view of the canvas's symbols, ready to draw.
  public struct ResolvedSymbol: Sendable {
    /// The symbol's tag, as the tree prints it.
    let id: String
    /// The size the layout pass gave the symbol's view.
    public let size: CGSize
  }

  /// The canvas's symbol view tagged `id`, once the layout pass has placed the canvas's
  /// symbols (nil before, and for a tag no symbol has).
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    let tag = describeValue(id)
    return storage.symbolSize(for: tag).map { ResolvedSymbol(id: tag, size: $0) }
  }

  /// Draws a symbol in `rect`: at its own size, centred there.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    record("draw(symbol \(symbol.id), in: \(Self.source(of: rect)))")
    let origin = CGPoint(
      x: rect.midX - symbol.size.width / 2, y: rect.midY - symbol.size.height / 2)
    draw(.symbol(symbol.id, in: CGRect(origin: origin, size: symbol.size)))
  }

  /// Draws a symbol at `point`, where its `anchor` goes.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    record("draw(symbol \(symbol.id), at: \(pointSource(point)))")
    let origin = CGPoint(
      x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
    draw(.symbol(symbol.id, in: CGRect(origin: origin, size: symbol.size)))
  }

  /// Draws one line of a text's layout.
  public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
    record("draw(line \(line.text.debugDescription), at: \(pointSource(line.origin)))")
  }

  /// Draws one run of a text's layout.
  public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
    record("draw(run \(run.text.debugDescription))")
  }

  /// Draws a slice of a run of a text's layout.
  public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
    record("draw(slice \(slice.text.debugDescription))")
  }

  private static func source(of image: Image) -> String {
    "Image(\(image.name.spokenName.debugDescription))"
  }

  private static func source(of rect: CGRect) -> String {
    let values = [rect.minX, rect.minY, rect.width, rect.height].map { Font.number($0) }
    return "CGRect(x: \(values[0]), y: \(values[1]), width: \(values[2]), height: \(values[3]))"
  }
}
