import Foundation

/// A type that decides where a scroll view comes to rest after a person scrolls it.
///
/// A terminal scrolls to follow its focus, so the behaviour is recorded on the scroll view
/// (`.scrollTargetBehavior(.paging)`); `updateTarget(_:context:)` computes the resting place as
/// in SwiftUI.
public protocol ScrollTargetBehavior {
  /// Adjusts `target`, where the scroll would come to rest.
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
  /// What the behaviour asks of the scroll view.
  func properties(context: PropertiesContext) -> Properties
  /// What `updateTarget(_:context:)` knows of the scroll.
  typealias TargetContext = ScrollTargetBehaviorContext
  /// What a behaviour asks of the scroll view.
  typealias Properties = ScrollTargetBehaviorProperties
  /// What `properties(context:)` knows of the scroll view.
  typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext
}

extension ScrollTargetBehavior {
  /// The default properties.
  public func properties(context: PropertiesContext) -> Properties { Properties() }
}

/// Where a scroll comes to rest: a rectangle of the content, and where in it to align.
public struct ScrollTarget: Sendable {
  /// The rectangle of the content to show.
  public var rect: CGRect
  /// Where in the scroll view to place `rect`, if anywhere in particular.
  public var anchor: UnitPoint?
}

/// What a scroll target behaviour knows of a scroll.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext: @unchecked Sendable {
  let target: ScrollTarget
  let environment: EnvironmentValues

  /// Where the scroll would have come to rest on its own.
  public var originalTarget: ScrollTarget { target }
  /// How fast the scroll was moving.
  public let velocity: CGVector
  /// The full extent of the scrolled content in points.
  public let contentSize: CGSize
  /// The scroll view's own frame size in points, which a paging behaviour moves by.
  public let containerSize: CGSize
  /// The axes the scroll view scrolls along.
  public let axes: Axis.Set

  /// A value of the scroll view's environment.
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
    environment[keyPath: keyPath]
  }
}

/// What a scroll target behaviour asks of its scroll view.
public struct ScrollTargetBehaviorProperties: Equatable, Sendable {
  /// Whether each scroll moves by at most one target.
  public var limitsScrolls: Bool = false
  /// The default properties.
  public init() {}
}

/// What a scroll target behaviour knows when it states its properties.
public struct ScrollTargetBehaviorPropertiesContext: @unchecked Sendable {
  /// The scroll view's environment.
  public let environment: EnvironmentValues
  /// The axes the scroll view scrolls along.
  public let axes: Axis.Set
}

/// A behaviour that comes to rest on page boundaries, a page being the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// The paging behaviour.
  public init() {}

  /// Moves `target` to the nearest page boundary along each scrolling axis.
  public func updateTarget(
    _ target: inout ScrollTarget, context: PagingScrollTargetBehavior.TargetContext
  ) {
    if context.axes.contains(.horizontal), context.containerSize.width > 0 {
      target.rect.origin.x = Self.page(
        target.rect.origin.x, size: context.containerSize.width,
        limit: context.contentSize.width)
    }
    if context.axes.contains(.vertical), context.containerSize.height > 0 {
      target.rect.origin.y = Self.page(
        target.rect.origin.y, size: context.containerSize.height,
        limit: context.contentSize.height)
    }
  }

  /// Paging scrolls one page at a time.
  public func properties(context: PagingScrollTargetBehavior.PropertiesContext)
    -> PagingScrollTargetBehavior.Properties
  {
    var properties = Properties()
    properties.limitsScrolls = true
    return properties
  }

  private static func page(_ offset: CGFloat, size: CGFloat, limit: CGFloat) -> CGFloat {
    let last = max(((limit - size) / size).rounded(.up), 0)
    return min(max((offset / size).rounded(), 0), last) * size
  }
}

/// A behaviour that comes to rest aligned to the views of a `scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// How far one scroll may move.
  public struct LimitBehavior: Sendable, CustomStringConvertible {
    let name: String
    /// The platform decides.
    public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
    /// Always limited.
    public static var always: LimitBehavior { LimitBehavior(name: "always") }
    /// Limited to a few views.
    public static var alwaysByFew: LimitBehavior { LimitBehavior(name: "alwaysByFew") }
    /// Limited to one view.
    public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
    /// Never limited.
    public static var never: LimitBehavior { LimitBehavior(name: "never") }
    /// The limit as Swift source.
    public var description: String { ".\(name)" }
  }

  let limitBehavior: LimitBehavior
  let anchor: UnitPoint?

  /// Aligned views, scrolling as `limitBehavior` allows.
  public init(limitBehavior: LimitBehavior = .automatic) {
    self.limitBehavior = limitBehavior
    self.anchor = nil
  }

  /// Aligned views, scrolling as `limitBehavior` allows, placed at `anchor`.
  public init(limitBehavior: LimitBehavior, anchor: UnitPoint?) {
    self.limitBehavior = limitBehavior
    self.anchor = anchor
  }

  /// Aligned views placed at `anchor`.
  public init(anchor: UnitPoint?) {
    self.init(limitBehavior: .automatic, anchor: anchor)
  }

  /// Places the target at the behaviour's anchor (the views' frames are not known here, so the
  /// target keeps its rectangle).
  public func updateTarget(
    _ target: inout ScrollTarget, context: ViewAlignedScrollTargetBehavior.TargetContext
  ) {
    if let anchor { target.anchor = anchor }
  }

  /// Limited scrolls unless the limit is `.never` or `.automatic`.
  public func properties(context: ViewAlignedScrollTargetBehavior.PropertiesContext)
    -> ViewAlignedScrollTargetBehavior.Properties
  {
    var properties = Properties()
    properties.limitsScrolls = !["never", "automatic"].contains(limitBehavior.name)
    return properties
  }
}

/// A type-erased scroll target behaviour.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior, @unchecked Sendable {
  /// The behaviour erased.
  public var base: any ScrollTargetBehavior

  /// `base`, type-erased.
  public init(_ base: some ScrollTargetBehavior) {
    self.base = (base as? AnyScrollTargetBehavior)?.base ?? base
  }

  /// The base behaviour's target.
  public func updateTarget(
    _ target: inout ScrollTarget, context: AnyScrollTargetBehavior.TargetContext
  ) {
    base.updateTarget(&target, context: context)
  }

  /// The base behaviour's properties.
  public func properties(context: AnyScrollTargetBehavior.PropertiesContext)
    -> AnyScrollTargetBehavior.Properties
  {
    base.properties(context: context)
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Comes to rest on page boundaries.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Comes to rest aligned to the views of a `scrollTargetLayout()`.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }
  /// Comes to rest aligned to views, scrolling as `limitBehavior` allows.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> Self
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
  /// Comes to rest aligned to views, placed at `anchor`.
  public static func viewAligned(anchor: UnitPoint?) -> Self {
    ViewAlignedScrollTargetBehavior(anchor: anchor)
  }
  /// Comes to rest aligned to views, scrolling as `limitBehavior` allows, placed at `anchor`.
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: UnitPoint?
  ) -> Self {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior, anchor: anchor)
  }
}

extension View {
  /// Sets where this scroll view comes to rest (recorded: a terminal scrolls by its focus).
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    recorded(".scrollTargetBehavior(\(scrollBehaviorSource(behavior)))")
  }

  /// Makes the views of this layout the targets a view-aligned scroll rests on (recorded).
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    recorded(".scrollTargetLayout(isEnabled: \(isEnabled))")
  }
}

/// How `behavior` reads as Swift source.
private func scrollBehaviorSource(_ behavior: any ScrollTargetBehavior) -> String {
  switch behavior {
  case is PagingScrollTargetBehavior: ".paging"
  case let aligned as ViewAlignedScrollTargetBehavior:
    ".viewAligned(limitBehavior: \(aligned.limitBehavior))"
  case let erased as AnyScrollTargetBehavior: scrollBehaviorSource(erased.base)
  default: "\(type(of: behavior))()"
  }
}
