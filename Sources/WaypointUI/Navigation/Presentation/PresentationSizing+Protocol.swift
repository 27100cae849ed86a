import Foundation
import WaypointCore

/// A way of sizing a sheet: the size it proposes for the sheet's content, given the content
/// and the space the sheet is presented in.
public protocol PresentationSizing {
  /// The size proposed for `root`, the sheet's content, in `context`.
  func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
}

/// The content of a sheet being sized, which can be measured.
public struct PresentationSizingRoot {
  let measure: (ProposedViewSize) -> CGSize

  /// The size the content takes for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    measure(proposal)
  }
}

/// Where a sheet is being sized: the space it is presented in.
public struct PresentationSizingContext {
  /// The size of the space the sheet is presented in.
  let containerSize: CGSize
}

/// A built-in sizing, which says how a renderer should size the sheet.
protocol DescribedPresentationSizing {
  /// The sizing as the sheet's layer records it.
  var info: PresentationSizingInfo { get }
}

extension PresentationSizing {
  /// The sizing as the sheet's layer records it: a custom sizing is recorded by its type's
  /// name and sizes the sheet as the system decides.
  var info: PresentationSizingInfo {
    if let described = self as? any DescribedPresentationSizing { return described.info }
    return PresentationSizingInfo(
      description: "\(Self.self)()", base: .automatic, fitsHorizontally: false,
      fitsVertically: false)
  }
}

/// The system decides: a page on iPhone, a form on iPad.
public struct AutomaticPresentationSizing: PresentationSizing, Sendable, DescribedPresentationSizing
{
  /// The whole space the sheet is presented in.
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    ProposedViewSize(context.containerSize)
  }

  var info: PresentationSizingInfo { .automatic }
}

/// A form: narrower than a page.
public struct FormPresentationSizing: PresentationSizing, Sendable, DescribedPresentationSizing {
  /// At most UIKit's form sheet, 540 by 620 points, within the space the sheet is presented in.
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    ProposedViewSize(
      width: min(540, context.containerSize.width), height: min(620, context.containerSize.height)
    )
  }

  var info: PresentationSizingInfo { .form }
}

/// A page: the size of a page of content.
public struct PagePresentationSizing: PresentationSizing, Sendable, DescribedPresentationSizing {
  /// The whole space the sheet is presented in.
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    ProposedViewSize(context.containerSize)
  }

  var info: PresentationSizingInfo { .page }
}

/// Fitted to the content's ideal size.
public struct FittedPresentationSizing: PresentationSizing, Sendable, DescribedPresentationSizing {
  /// The content's ideal size.
  public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    ProposedViewSize(root.sizeThatFits(.unspecified))
  }

  var info: PresentationSizingInfo { .fitted }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
  /// The system decides (a page on iPhone, a form on iPad).
  public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
  /// A form: narrower than a page.
  public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
  /// A page: the size of a page of content.
  public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
  /// Fitted to the content's size.
  public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

/// A sizing changed along some axes: fitted to the content there, or sticky.
struct AdjustedPresentationSizing<Base: PresentationSizing>: PresentationSizing,
  DescribedPresentationSizing
{
  let base: Base
  let info: PresentationSizingInfo
  /// The axes along which the content's size replaces the base's proposal.
  let fitsHorizontally: Bool
  let fitsVertically: Bool

  func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext)
    -> ProposedViewSize
  {
    var proposal = base.proposedSize(for: root, context: context)
    guard fitsHorizontally || fitsVertically else { return proposal }
    let fitted = root.sizeThatFits(proposal)
    if fitsHorizontally { proposal.width = fitted.width }
    if fitsVertically { proposal.height = fitted.height }
    return proposal
  }
}

extension PresentationSizing {
  /// This sizing, fitted to the content along the given axes.
  public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
    AdjustedPresentationSizing(
      base: self, info: info.fitted(horizontal: horizontal, vertical: vertical),
      fitsHorizontally: horizontal, fitsVertically: vertical)
  }

  /// This sizing, growing but never shrinking along the given axes as the content changes
  /// (recorded: a terminal's panel is sized afresh on each frame).
  public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
    AdjustedPresentationSizing(
      base: self, info: info.sticky(horizontal: horizontal, vertical: vertical),
      fitsHorizontally: false, fitsVertically: false)
  }
}

extension View {
  /// Sets how big the sheet this view is in is.
  nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
    let info = sizing.info
    return transformPresentationStyle { $0.sizing = info }
  }
}
