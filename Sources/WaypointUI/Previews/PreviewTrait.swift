import Foundation

/// What a preview is declared with, besides its view: `Preview`'s namespace for view traits.
public struct Preview {
  /// The kind of traits a view preview takes.
  public struct ViewTraits {}
}

/// A trait of a preview: its orientation, its layout, or a `PreviewModifier` around its view.
///
/// Orientation and layout are listed with the preview (`--previews`); the terminal shows every
/// preview at the window's size. A modifier changes the view.
public struct PreviewTrait<T> {
  enum Kind {
    case orientation(String)
    case layout(String)
    case modifier(AnyPreviewModifier)
  }

  let kind: Kind

  /// How the trait is written in Swift (`.landscapeLeft`).
  public var description: String {
    switch kind {
    case .orientation(let name), .layout(let name): ".\(name)"
    case .modifier(let modifier): ".modifier(\(modifier.typeName))"
    }
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device upright.
  public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .orientation("portrait")) }
  /// The device upside down.
  public static var portraitUpsideDown: PreviewTrait<T> {
    PreviewTrait(kind: .orientation("portraitUpsideDown"))
  }
  /// The device on its side, its top to the left.
  public static var landscapeLeft: PreviewTrait<T> {
    PreviewTrait(kind: .orientation("landscapeLeft"))
  }
  /// The device on its side, its top to the right.
  public static var landscapeRight: PreviewTrait<T> {
    PreviewTrait(kind: .orientation("landscapeRight"))
  }
  /// The view in a container of the device's size.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(kind: .layout("defaultLayout")) }
  /// The view at its own size.
  public static var sizeThatFitsLayout: PreviewTrait<T> {
    PreviewTrait(kind: .layout("sizeThatFitsLayout"))
  }
  /// The view in a container of the given size, in points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(
      kind: .layout("fixedLayout(width: \(Font.number(width)), height: \(Font.number(height)))"))
  }
  /// The view wrapped in `modifier`, whose shared context is made once for every preview.
  @MainActor public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> {
    PreviewTrait(kind: .modifier(AnyPreviewModifier(modifier)))
  }
}
