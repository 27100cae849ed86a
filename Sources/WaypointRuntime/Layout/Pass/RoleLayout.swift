import Foundation

/// How an element's role sizes it: a leaf measured from what it shows (text, an image, a
/// spacer), or a layout over its content children, with the frames the role implies around it
/// (a list row's insets, a screen filling its container). Platform metrics are iOS's
/// (`docs/Divergences.md`, "Layout and text").
final class RoleLayout {
  private let element: Element
  private let environment: LayoutEnvironment
  private let metrics: any TextMetrics
  private let isRegularWidth: Bool
  private let scrollOffset: CGPoint

  init(_ node: LayoutNode) {
    element = node.element
    environment = node.environment
    metrics = node.pass.metrics
    isRegularWidth = node.pass.isRegularWidth
    scrollOffset = node.pass.scrollOffsets[node.element.id] ?? .zero
  }

  /// Whether the element scrolls its content (a scroll view, a list).
  var scrollsContent: Bool {
    switch element.role {
    case .scroll, .list: true
    default: false
    }
  }

  /// The axis along which the element stacks its children, which a spacer or divider among
  /// them stretches along.
  var childStackAxis: Axis? {
    switch element.role {
    case .stack(let layout):
      switch layout.axis {
      case .horizontal: .horizontal
      case .vertical: .vertical
      case .depth: nil
      }
    case .label, .button, .link, .gridRow, .toolbarItem, .backButton: .horizontal
    case .layout(let recorded): type(of: recorded.layout).layoutProperties.stackOrientation
    case .geometryReader: nil
    case .scroll(let axes): axes == .horizontal ? .horizontal : .vertical
    default: .vertical
    }
  }

  /// The spacing the element asks for around it: none for a spacer, the default otherwise.
  var spacing: ViewSpacing {
    if case .spacer = element.role { return .zero }
    return ViewSpacing()
  }

  // MARK: Leaves

  /// Whether the element is sized by what it shows rather than by a layout of its children.
  var isLeaf: Bool { element.isMeasuredLeaf }

  /// The font the element's own text is measured in.
  var textFont: Font { environment.textFont }

  /// The size a leaf chooses for `proposal`; nil for a role that lays out children.
  func leafSize(_ proposal: ProposedViewSize) -> CGSize? {
    switch element.role {
    case .text(let text): return textSize(text, proposal)
    case .image(let name): return imageSize(name, proposal)
    case .spacer(let minLength): return spacerSize(minLength ?? 8, proposal)
    case .divider:
      return environment.stackAxis == .horizontal
        ? CGSize(width: 1, height: proposal.height ?? 0)
        : CGSize(width: proposal.width ?? 0, height: 1)
    case .color, .shape: return proposal.replacingUnspecifiedDimensions()
    case .textField(let title, let text, let prompt):
      let shown = text.isEmpty ? (prompt ?? title) : text
      let line = TextLines(shown, font: environment.textFont, metrics: metrics, width: nil)
      return CGSize(
        width: proposal.width ?? line.size.width,
        height: metrics.lineHeight(of: environment.textFont))
    case .tab(let info):
      let title = TextLines(info.title, font: .caption2, metrics: metrics, width: nil).size
      let icon = metrics.symbolSize(in: .title3)
      return CGSize(
        width: proposal.width ?? max(title.width, icon.width),
        height: proposal.height ?? title.height + icon.height)
    default:
      return isLeaf ? .zero : nil
    }
  }

  private func textSize(_ text: String, _ proposal: ProposedViewSize) -> CGSize {
    var size = textLayout(text, proposal).size
    if let reserved = environment.reservedLines {
      size.height = max(
        size.height, CGFloat(reserved) * metrics.lineHeight(of: environment.textFont))
    }
    return size
  }

  /// The lines `text` shows for `proposal`, in the font it is drawn in: the environment's, or
  /// smaller when it may shrink to fit.
  func textLayout(_ text: String, _ proposal: ProposedViewSize) -> TextLines {
    func lines(in font: Font) -> TextLines {
      TextLines(
        text, font: font, metrics: metrics, width: proposal.width, height: proposal.height,
        lineLimit: environment.lineLimit)
    }
    var shown = lines(in: environment.textFont)
    // Text that does not fit shrinks, down to its minimum scale factor, to the largest size at
    // which it does (to a hundredth of the size).
    if shown.isTruncated, environment.minimumScaleFactor < 1 {
      var fits = environment.minimumScaleFactor
      var fails: CGFloat = 1
      shown = lines(in: environment.textFont.scaled(by: fits))
      if !shown.isTruncated {
        while fails - fits > 0.01 {
          let middle = (fits + fails) / 2
          let candidate = lines(in: environment.textFont.scaled(by: middle))
          if candidate.isTruncated {
            fails = middle
          } else {
            fits = middle
            shown = candidate
          }
        }
      }
    }
    return shown
  }

  private func imageSize(_ name: ImageName, _ proposal: ProposedViewSize) -> CGSize {
    let intrinsic = name.intrinsicSize(in: environment.textFont, metrics: metrics)
    guard element.attributes.contains(.resizable) else { return intrinsic }
    return proposal.replacingUnspecifiedDimensions(by: intrinsic)
  }

  private func spacerSize(_ minimum: CGFloat, _ proposal: ProposedViewSize) -> CGSize {
    func along(_ proposed: CGFloat?) -> CGFloat { max(minimum, proposed ?? minimum) }
    switch environment.stackAxis {
    case .horizontal: return CGSize(width: along(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: along(proposal.height))
    case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
    }
  }

  // MARK: Containers

  /// The layout that sizes and places the content children.
  var containerLayout: AnyLayout {
    let children = element.contentChildren
    switch element.role {
    case .stack(let stack):
      if let rows = gridRows {
        return AnyLayout(
          GridPassLayout(
            rows: rows, alignment: stack.guide,
            columnSpacing: (stack.gridColumnSpacing ?? nil) ?? 8,
            rowSpacing: stack.spacing ?? 8))
      }
      switch stack.axis {
      case .horizontal:
        return AnyLayout(HStackLayout(alignment: stack.guide.vertical, spacing: stack.spacing))
      case .vertical:
        return AnyLayout(VStackLayout(alignment: stack.guide.horizontal, spacing: stack.spacing))
      case .depth: return AnyLayout(ZStackLayout(alignment: stack.guide))
      }
    case .layout(let recorded): return AnyLayout(recorded.layout)
    case .geometryReader, .canvas: return AnyLayout(GeometryReaderLayout())
    case .grid(let grid): return AnyLayout(LazyGridPassLayout(grid))
    case .gridRow(let alignment):
      // Outside a Grid (whose own layout places its rows' cells), a table's row.
      let fraction: CGFloat =
        switch alignment {
        case ".top", ".firstTextBaseline": 0
        case ".bottom", ".lastTextBaseline": 1
        default: 0.5
        }
      return AnyLayout(
        TableRowLayout(fixedWidths: children.map(\.framedWidth), verticalFraction: fraction))
    case .label, .button, .link, .toolbarItem, .backButton:
      return AnyLayout(HStackLayout())
    case .scroll(let axes): return AnyLayout(ScrollLayout(axes: axes, offset: scrollOffset))
    case .list:
      return AnyLayout(
        ScrollLayout(axes: .vertical, spacing: 0, alignment: .leading, offset: scrollOffset))
    case .section, .header, .footer, .row:
      return AnyLayout(VStackLayout(alignment: .leading, spacing: 0))
    case .toggle: return AnyLayout(ToggleLayout())
    case .progress(let value, _):
      return AnyLayout(
        ProgressLayout(isDeterminate: value != nil, isSlider: element.sliderBounds != nil))
    case .viewThatFits(let axes): return AnyLayout(ViewThatFitsLayout(axes: axes))
    case .navigationStack:
      let top = children.lastIndex { $0.offScreenReason == nil }
      return AnyLayout(OneChildLayout(index: top ?? children.count - 1))
    case .screen:
      let hasBar = children.first.map { if case .navigationBar = $0.role { true } else { false } }
      return AnyLayout(ScreenLayout(barHeight: hasBar == true ? barHeight(children[0]) : nil))
    case .navigationBar:
      let leading = children.prefix { child in
        switch child.role {
        case .backButton: true
        case .toolbarItem(let info): info.placement.isLeadingInBar
        default: false
        }
      }
      return AnyLayout(NavigationBarLayout(leadingCount: leading.count))
    case .splitView:
      return AnyLayout(
        SplitColumnsLayout(
          widths: children.map { child in
            guard case .column(let info) = child.role else { return nil }
            return info.width?.ideal
          }))
    case .tabView:
      return AnyLayout(
        TabViewLayout(
          forms: children.map { child -> TabBarInfo.Form? in
            if case .tabBar(let info) = child.role { info.form } else { nil }
          },
          accessory: children.firstIndex { $0.role == .tabAccessory },
          isRegularWidth: isRegularWidth))
    case .tabBar(let info): return AnyLayout(TabBarLayout(form: info.form))
    case .layer(let info): return AnyLayout(LayerLayout(info, isRegularWidth: isRegularWidth))
    case .decoration: return AnyLayout(ZStackLayout())
    case .scene:
      return AnyLayout(ZStackLayout())
    default: return AnyLayout(VStackLayout())
    }
  }

  /// The rows of a `Grid`: each row's cells with what they say about their place, or nil for a
  /// view across the grid; nil when the element is not a grid.
  var gridRows: [GridPassLayout.Row]? {
    guard case .stack(let stack) = element.role, stack.gridColumnSpacing != nil else { return nil }
    return element.contentChildren.map { child in
      guard case .gridRow(let alignment) = child.role else { return GridPassLayout.Row(cells: nil) }
      return GridPassLayout.Row(
        cells: child.contentChildren.map(RoleLayout.cell),
        alignment: alignment.map(RoleLayout.verticalAlignment(named:)))
    }
  }

  private static func cell(_ element: Element) -> GridPassLayout.Cell {
    var cell = GridPassLayout.Cell()
    for attribute in element.attributes {
      switch attribute {
      case .gridCellColumns(let count): cell.columns = count
      case .gridColumnAlignment(let guide): cell.columnAlignment = guide
      case .gridCellAnchor(let anchor): cell.anchor = anchor
      case .gridCellUnsizedAxes(let axes): cell.unsizedAxes = axes
      default: break
      }
    }
    return cell
  }

  /// A row's alignment as the tree prints it (`.top`), the centre for a name it does not know.
  private static func verticalAlignment(named name: String) -> VerticalAlignment {
    let known: [VerticalAlignment] = [.top, .bottom, .firstTextBaseline, .lastTextBaseline]
    return known.first { "\($0)" == name } ?? .center
  }

  /// The frames a role puts around its view: rows and headers span their list's width with
  /// its insets, containers fill what they are offered.
  var implicitLayouts: [AnyLayout] {
    let fill = AnyLayout(
      FlexibleFrameLayout(width: .init(maximum: .infinity), height: .init(maximum: .infinity)))
    let fillWidth = { (alignment: Alignment) in
      AnyLayout(
        FlexibleFrameLayout(width: .init(maximum: .infinity), height: .init(), alignment: alignment)
      )
    }
    switch element.role {
    case .row:
      return [
        AnyLayout(PaddingLayout(EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))),
        AnyLayout(
          FlexibleFrameLayout(
            width: .init(maximum: .infinity), height: .init(minimum: 44), alignment: .leading)),
      ]
    case .header, .footer:
      return [
        AnyLayout(PaddingLayout(EdgeInsets(top: 16, leading: 20, bottom: 6, trailing: 20))),
        fillWidth(.leading),
      ]
    case .tabAccessory:
      return [
        AnyLayout(PaddingLayout(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))),
        fillWidth(.center),
      ]
    case .backButton:
      // The chevron before the title.
      return [AnyLayout(PaddingLayout(EdgeInsets(top: 0, leading: 25, bottom: 0, trailing: 0)))]
    case .contentUnavailable, .column, .tabContent, .screen: return [fill]
    default: return []
    }
  }

  /// A bar's height: a large title's bar is taller than an inline one.
  private func barHeight(_ bar: Element) -> CGFloat {
    guard case .navigationBar(let info) = bar.role else { return 44 }
    return info.displayMode == .inline || info.title == nil ? 44 : 96
  }
}

extension Element {
  /// Whether a layout pass sizes the element by what it shows (text, an image, a spacer)
  /// rather than by a layout of its children.
  var isMeasuredLeaf: Bool {
    switch role {
    case .text, .image, .spacer, .divider, .color, .shape, .textField, .tab: true
    default: contentChildren.isEmpty && !isLayoutContainer
    }
  }

  private var isLayoutContainer: Bool {
    switch role {
    case .stack, .layout, .geometryReader, .canvas, .grid, .gridRow, .scroll, .list, .section,
      .navigationStack, .screen, .navigationBar, .tabBar,
      .splitView, .column, .tabView, .tabContent, .scene, .layer, .contentUnavailable,
      // A control without a label still has its bar or switch.
      .progress, .toggle:
      true
    default: false
    }
  }
}
