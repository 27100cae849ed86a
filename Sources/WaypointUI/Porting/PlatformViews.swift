// UIKit's and AppKit's view bridges, which cannot exist where those frameworks do not: declared
// unavailable so that a port fails with the reason and the way out rather than with "cannot find
// type" (see docs/Porting.md).
#if !canImport(UIKit)
  /// UIKit's view bridge: unavailable on Linux, which has no UIKit.
  @available(
    *, unavailable,
    message:
      "UIKit views do not exist on Linux: keep this type behind #if canImport(UIKit) and give the Linux build a SwiftUI view (docs/Porting.md)"
  )
  public protocol UIViewRepresentable {}

  /// UIKit's view controller bridge: unavailable on Linux, which has no UIKit.
  @available(
    *, unavailable,
    message:
      "UIKit view controllers do not exist on Linux: keep this type behind #if canImport(UIKit) and give the Linux build a SwiftUI view (docs/Porting.md)"
  )
  public protocol UIViewControllerRepresentable {}
#endif

#if !canImport(AppKit)
  /// AppKit's view bridge: unavailable on Linux, which has no AppKit.
  @available(
    *, unavailable,
    message:
      "AppKit views do not exist on Linux: keep this type behind #if canImport(AppKit) and give the Linux build a SwiftUI view (docs/Porting.md)"
  )
  public protocol NSViewRepresentable {}
#endif
