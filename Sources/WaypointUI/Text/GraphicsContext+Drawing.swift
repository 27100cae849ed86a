import Foundation

extension GraphicsContext {
  /// An image ready to draw, with its size.
  public struct ResolvedImage: Sendable {
    /// The image.
    let image: Image
    /// The size of the image: one character cell here, as a terminal shows an image.
    public var size: CGSize { CGSize(width: 1, height: 1) }
    /// The distance from the top of the image to its baseline.
    public let baseline: CGFloat
    /// The shading of a template image, if it has one.
    public var shading: Shading?
  }

  /// Settles `image` for drawing.
  public func resolve(_ image: Image) -> ResolvedImage {
    ResolvedImage(image: image, baseline: 1, shading: nil)
  }

  /// Draws an image in `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    record("draw(\(Self.source(of: image.image)), in: \(Self.source(of: rect)))")
  }

  /// Draws an image at `point`, where its `anchor` goes.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    record("draw(\(Self.source(of: image.image)), at: \(pointSource(point)))")
  }

  /// Draws an image in `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  /// Draws an image at `point`, where its `anchor` goes.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  /// A text ready to draw, which measures itself in character cells.
  public struct ResolvedText: Sendable {
    /// The text.
    let text: Text
    /// What the text is filled with.
    public var shading: Shading

    /// The size the text takes within `size`: its longest line by its number of lines, in
    /// character cells, wrapped to the width offered.
    public func measure(in size: CGSize) -> CGSize {
      let lines = text.plainText.split(separator: "\n", omittingEmptySubsequences: false)
      let width = max(1, size.width.isFinite ? size.width : .greatestFiniteMagnitude)
      var rows: CGFloat = 0
      var widest: CGFloat = 0
      for line in lines {
        let length = CGFloat(line.count)
        rows += max(1, (length / width).rounded(.up))
        widest = max(widest, min(length, width))
      }
      return CGSize(width: widest, height: rows)
    }

    /// The distance from the top to the first line's baseline.
    public func firstBaseline(in size: CGSize) -> CGFloat { 1 }

    /// The distance from the top to the last line's baseline.
    public func lastBaseline(in size: CGSize) -> CGFloat { measure(in: size).height }
  }

  /// Settles `text` for drawing, in the foreground style.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(text: text, shading: .foreground)
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
    /// The symbol's identifier, as text.
    let id: String
    /// The size of the symbol.
    public let size: CGSize
  }

  /// The canvas's symbol with `id`, if it has one.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    storage.symbolSize(for: AnyHashable(id)).map {
      ResolvedSymbol(id: String(describing: id), size: $0)
    }
  }

  /// Draws a symbol in `rect`.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    record("draw(symbol \(symbol.id.debugDescription), in: \(Self.source(of: rect)))")
  }

  /// Draws a symbol at `point`, where its `anchor` goes.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    record("draw(symbol \(symbol.id.debugDescription), at: \(pointSource(point)))")
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
