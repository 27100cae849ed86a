import Foundation

/// A modifier recorded on a semantic element, with its arguments. Renderers may honour or
/// ignore each; the text snapshot prints each as the Swift source that applied it.
///
/// Cases whose arguments take more than 17 bytes are `indirect`: an attribute is copied into
/// every element and view value that carries it, so its size is paid many times per screen.
public enum Attribute: Sendable, Equatable, CustomStringConvertible {
  /// `.font(_:)`.
  indirect case font(Font?)
  /// `.fontWeight(_:)`.
  indirect case fontWeight(Font.Weight?)
  /// `.bold(_:)`.
  case bold(Bool)
  /// `.italic(_:)`.
  case italic(Bool)
  /// `.foregroundStyle(_:)`.
  indirect case foregroundStyle(AnyShapeStyle)
  /// `.foregroundColor(_:)`.
  indirect case foregroundColor(Color?)
  /// `.tint(_:)`.
  indirect case tint(AnyShapeStyle?)
  /// `.padding(_:_:)`; a nil length is the system default.
  case padding(Edge.Set, CGFloat?)
  /// `.frame(…)`.
  indirect case frame(Frame)
  /// `.background(_:ignoresSafeAreaEdges:)` with a style, which along `safeAreaEdges` reaches
  /// into what covers the view's edge (`Element.backgroundReach`); a background of views is a
  /// `.decoration` child instead.
  indirect case background(AnyShapeStyle, safeAreaEdges: Edge.Set = [])
  /// `.overlay(_:)` with a style; an overlay of views is a `.decoration` child instead.
  indirect case overlay(AnyShapeStyle)
  /// `.opacity(_:)`.
  case opacity(Double)
  /// `.disabled(_:)`.
  case disabled(Bool)
  /// `.hidden()`: the element keeps its place and state but is not shown.
  case hidden
  /// `.lineLimit(_:)`.
  case lineLimit(Int?)
  /// `.multilineTextAlignment(_:)`.
  case multilineTextAlignment(TextAlignment)
  /// `.minimumScaleFactor(_:)`.
  case minimumScaleFactor(CGFloat)
  /// `.buttonStyle(_:)`, by the style's name.
  case buttonStyle(String)
  /// `.listStyle(_:)`, by the style's name.
  case listStyle(String)
  /// `.help(_:)`.
  case help(String)
  /// `.accessibilityLabel(_:)`.
  case accessibilityLabel(String)
  /// `.accessibilityIdentifier(_:)`.
  case accessibilityIdentifier(String)
  /// `.tag(_:)`, by the tag's description.
  case tag(String)
  /// `.id(_:)`, by the id's description.
  case id(String)
  /// `.scenePadding(_:)`.
  case scenePadding(Edge.Set)
  /// `.shadow(color:radius:x:y:)`.
  indirect case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
  /// `.scaleEffect(…)`.
  case scaleEffect(x: CGFloat, y: CGFloat)
  /// `.aspectRatio(_:contentMode:)`.
  case aspectRatio(CGFloat?, ContentMode)
  /// `Image.resizable()`.
  case resizable
  /// `.animation(_:value:)`, by the value's description.
  indirect case animation(Animation?, value: String?)
  /// `.transition(_:)`: how the view comes and goes when it is inserted or removed.
  case transition(AnyTransition)
  /// `Shape.fill(_:style:)`: the style, and whether the even-odd rule decides what is inside.
  indirect case fill(AnyShapeStyle, eoFill: Bool = false)
  /// `Shape.stroke(_:lineWidth:)`, or `stroke(_:style:)` with its caps, joins and dashes.
  indirect case stroke(AnyShapeStyle, lineWidth: CGFloat, style: StrokeStyle? = nil)
  /// `.backgroundExtensionEffect()`.
  case backgroundExtensionEffect
  /// `.padding(_: EdgeInsets)`.
  indirect case paddingInsets(EdgeInsets)
  /// `.pickerStyle(_:)`, by the style's name.
  case pickerStyle(String)
  /// `.onDrag(_:)`: the view can be dragged.
  case draggable
  /// A modifier a terminal cannot draw, kept as its Swift source (`.cornerRadius(10)`).
  case drawing(String)
  /// `.clipped(antialiased:)`: content outside the frame is not drawn.
  case clipped
  /// A `SecureField`: renderers show its text as bullets.
  case secureText
  /// `.lineLimit(_:reservesSpace:)` with space reserved for every line.
  case lineLimitReservingSpace(Int)
  /// `.containerRelativeFrame(…)`, by its arguments as Swift source.
  case containerRelativeFrame(String)
  /// `.matchedTransitionSource(id:in:)`: what a zoom transition with this match zooms out of.
  indirect case matchedTransitionSource(TransitionMatch)
  /// `.navigationTransition(_:)`: how this screen or sheet comes in.
  indirect case navigationTransition(RecordedNavigationTransition)
  /// `.scrollEdgeEffectStyle(_:for:)`: how a scroll view's content fades under the bars at
  /// those edges (nil: no effect).
  case scrollEdgeEffectStyle(ScrollEdgeEffectStyle?, edges: Edge.Set)
  /// `.keyboardShortcut(_:)`: the keys that press the control (its first control that takes a
  /// tap, when the element is a container of controls).
  indirect case keyboardShortcut(KeyboardShortcut)
  /// `ScrollViewProxy.scrollTo(_:anchor:)`: the reader's latest request, which renderers act on
  /// once (they bring its target into view).
  indirect case scrollRequest(ScrollRequest)
  /// The bar of a `Slider` over `bounds`, moving by `step` (nil: any value): a renderer with a
  /// native slider draws one, and sends `ElementAction.setValue(_:)` as it is dragged. The bar's
  /// role is the value's progress from the lower bound.
  indirect case slider(bounds: ClosedRange<Double>, step: Double?)
  /// `.searchable`: the element is the search field the modifier shows; a renderer's search key
  /// finds it by this, not by its title.
  case searchField
  /// `Image.renderingMode(_:)`: drawn as is, or in the foreground colour.
  case renderingMode(Image.TemplateRenderingMode)
  /// `.clipShape(_:style:)`: content outside the shape is not drawn.
  indirect case clipShape(ShapeKind)
  /// `.cornerRadius(_:antialiased:)`: content clipped to rounded corners.
  case cornerRadius(CGFloat)
  /// `.accessibilityHidden(_:)`, and `Image(decorative:)`: assistive technologies skip it.
  case accessibilityHidden(Bool)
  /// The content of an `AsyncImage` for `url`, in `phase` (`empty`, `success`, `failure`);
  /// while empty, a renderer that loads images itself loads the URL and reports with
  /// `ElementAction.loadImage(succeeded:)`.
  indirect case asyncImage(url: URL?, phase: String)
  /// How a text field asks to be typed into (keyboard, autofill, capitalization, correction).
  indirect case textInput(TextInputTraits)
  /// `.offset(x:y:)`: drawn moved by this much, its place in the layout unchanged.
  case offset(CGSize)
  /// `.position(x:y:)`: its centre at this point of its parent, taking all it is offered.
  case position(CGPoint)
  /// `.fixedSize(horizontal:vertical:)`: its ideal length along those axes, whatever it is
  /// offered.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `.ignoresSafeArea(_:edges:)` for the container region: along these edges, a view that
  /// touches the safe area's edge grows into what covers it (bars, the device's edges).
  case ignoresSafeArea(Edge.Set)
  /// `.safeAreaPadding(…)`: the content is inset by these lengths, which count as covered: a
  /// view inside that ignores the safe area reaches into them. `source` is the call as written.
  indirect case safeAreaPadding(EdgeInsets, source: String)
  /// `.layoutPriority(_:)`: stacks offer space to higher priorities first.
  case layoutPriority(Double)
  /// `.layoutValue(key:value:)`: a value its container's layout reads.
  case layoutValue(LayoutValueRecord)
  /// `.coordinateSpace(.named(name))`: geometry readers inside can measure from this view.
  case coordinateSpace(String)
  /// `.alignmentGuide(_:computeValue:)`: where one of the view's guides is.
  case alignmentGuide(AlignmentGuideRecord)
  /// `.gridCellColumns(_:)`: the grid cell spans this many columns.
  case gridCellColumns(Int)
  /// `.gridColumnAlignment(_:)`: how the cells of the grid column this cell is in align.
  indirect case gridColumnAlignment(HorizontalAlignment)
  /// `.gridCellAnchor(_:)`: where in its cell the view sits.
  case gridCellAnchor(UnitPoint)
  /// `.gridCellUnsizedAxes(_:)`: the grid offers the cell no size along these axes.
  case gridCellUnsizedAxes(Axis.Set)

  /// The size constraints of `.frame`.
  public struct Frame: Sendable, Equatable, CustomStringConvertible {
    /// A fixed width.
    public var width: CGFloat?
    /// A fixed height.
    public var height: CGFloat?
    /// The minimum width.
    public var minWidth: CGFloat?
    /// The ideal width.
    public var idealWidth: CGFloat?
    /// The maximum width (`.infinity` to fill).
    public var maxWidth: CGFloat?
    /// The minimum height.
    public var minHeight: CGFloat?
    /// The ideal height.
    public var idealHeight: CGFloat?
    /// The maximum height (`.infinity` to fill).
    public var maxHeight: CGFloat?
    /// The alignment of the content inside the frame.
    public var alignment: Alignment

    /// The arguments as Swift source.
    public var description: String {
      let parts: [(String, CGFloat?)] = [
        ("width", width), ("height", height), ("minWidth", minWidth), ("idealWidth", idealWidth),
        ("maxWidth", maxWidth), ("minHeight", minHeight), ("idealHeight", idealHeight),
        ("maxHeight", maxHeight),
      ]
      var arguments = parts.compactMap { name, value in
        value.map { "\(name): \($0.isInfinite ? ".infinity" : Font.number($0))" }
      }
      if alignment != .center { arguments.append("alignment: \(alignment)") }
      return arguments.joined(separator: ", ")
    }
    package init(
      width: CGFloat? = nil, height: CGFloat? = nil, minWidth: CGFloat? = nil,
      idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment
    ) {
      self.width = width
      self.height = height
      self.minWidth = minWidth
      self.idealWidth = idealWidth
      self.maxWidth = maxWidth
      self.minHeight = minHeight
      self.idealHeight = idealHeight
      self.maxHeight = maxHeight
      self.alignment = alignment
    }
  }

  /// The attribute as the Swift source of its modifier, such as `.padding(.horizontal, 8)`.
  public var description: String {
    func number(_ value: CGFloat) -> String { Font.number(value) }
    switch self {
    case .font(let font): return ".font(\(font.map(\.description) ?? "nil"))"
    case .fontWeight(let weight): return ".fontWeight(\(weight.map(\.description) ?? "nil"))"
    case .bold(let isActive): return isActive ? ".bold()" : ".bold(false)"
    case .italic(let isActive): return isActive ? ".italic()" : ".italic(false)"
    case .foregroundStyle(let style): return ".foregroundStyle(\(style))"
    case .foregroundColor(let color):
      return ".foregroundColor(\(color.map(\.description) ?? "nil"))"
    case .tint(let style): return ".tint(\(style.map(\.description) ?? "nil"))"
    case .padding(let edges, let length):
      switch (edges == .all, length) {
      case (true, nil): return ".padding()"
      case (true, let length?): return ".padding(\(number(length)))"
      case (false, nil): return ".padding(\(edges))"
      case (false, let length?): return ".padding(\(edges), \(number(length)))"
      }
    case .frame(let frame): return ".frame(\(frame))"
    case .background(let style, _): return ".background(\(style))"
    case .overlay(let style): return ".overlay(\(style))"
    case .opacity(let value): return ".opacity(\(value))"
    case .disabled(let value): return ".disabled(\(value))"
    case .hidden: return ".hidden()"
    case .lineLimit(let limit): return ".lineLimit(\(limit.map(String.init) ?? "nil"))"
    case .multilineTextAlignment(let alignment): return ".multilineTextAlignment(\(alignment))"
    case .minimumScaleFactor(let factor): return ".minimumScaleFactor(\(factor))"
    case .buttonStyle(let name): return ".buttonStyle(\(name))"
    case .listStyle(let name): return ".listStyle(\(name))"
    case .help(let text): return ".help(\(text.debugDescription))"
    case .accessibilityLabel(let text): return ".accessibilityLabel(\(text.debugDescription))"
    case .accessibilityIdentifier(let text):
      return ".accessibilityIdentifier(\(text.debugDescription))"
    case .tag(let value): return ".tag(\(value))"
    case .id(let value): return ".id(\(value))"
    case .scenePadding(let edges):
      return edges == .all ? ".scenePadding()" : ".scenePadding(\(edges))"
    case .shadow(let color, let radius, let x, let y):
      return ".shadow(color: \(color), radius: \(number(radius)), x: \(number(x)), y: \(number(y)))"
    case .scaleEffect(let x, let y):
      return x == y
        ? ".scaleEffect(\(number(x)))" : ".scaleEffect(x: \(number(x)), y: \(number(y)))"
    case .aspectRatio(let ratio, let mode):
      return ".aspectRatio(\(ratio.map { "\($0)" } ?? "nil"), contentMode: \(mode))"
    case .resizable: return ".resizable()"
    case .animation(let animation, let value):
      let name = animation.map(\.description) ?? "nil"
      return value.map { ".animation(\(name), value: \($0))" } ?? ".animation(\(name))"
    case .transition(let transition): return ".transition(\(transition))"
    case .fill(let style, let eoFill):
      return eoFill ? ".fill(\(style), style: FillStyle(eoFill: true))" : ".fill(\(style))"
    case .stroke(let style, let width, _):
      return width == 1 ? ".stroke(\(style))" : ".stroke(\(style), lineWidth: \(number(width)))"
    case .backgroundExtensionEffect: return ".backgroundExtensionEffect()"
    case .paddingInsets(let insets): return ".padding(\(insets))"
    case .pickerStyle(let name): return ".pickerStyle(\(name))"
    case .draggable: return ".onDrag"
    case .drawing(let source): return source
    case .clipped: return ".clipped()"
    case .secureText: return "SecureField"
    case .lineLimitReservingSpace(let limit): return ".lineLimit(\(limit), reservesSpace: true)"
    case .containerRelativeFrame(let arguments): return ".containerRelativeFrame(\(arguments))"
    case .matchedTransitionSource(let match): return ".matchedTransitionSource(\(match))"
    case .navigationTransition(let transition): return ".navigationTransition(\(transition))"
    case .scrollEdgeEffectStyle(let style, let edges):
      return ".scrollEdgeEffectStyle(\(style.map { "\($0)" } ?? "nil"), for: \(edges))"
    case .keyboardShortcut(let shortcut):
      if shortcut == .defaultAction || shortcut == .cancelAction {
        return ".keyboardShortcut(\(shortcut))"
      }
      let modifiers = shortcut.modifiers == .command ? "" : ", modifiers: \(shortcut.modifiers)"
      return ".keyboardShortcut(\(shortcut.key)\(modifiers))"
    case .scrollRequest(let request): return request.description
    case .searchField: return ".searchable"
    case .slider(let bounds, let step):
      let range = "\(number(bounds.lowerBound))...\(number(bounds.upperBound))"
      return step.map { "Slider(in: \(range), step: \(number($0)))" } ?? "Slider(in: \(range))"
    case .renderingMode(let mode): return ".renderingMode(\(mode))"
    case .clipShape(let shape): return ".clipShape(\(shape))"
    case .cornerRadius(let radius): return ".cornerRadius(\(number(radius)))"
    case .accessibilityHidden(let hidden): return ".accessibilityHidden(\(hidden))"
    case .textInput(let traits): return traits.description
    case .offset(let offset):
      return ".offset(x: \(number(offset.width)), y: \(number(offset.height)))"
    case .position(let point): return ".position(x: \(number(point.x)), y: \(number(point.y)))"
    case .fixedSize(let horizontal, let vertical):
      return horizontal && vertical
        ? ".fixedSize()" : ".fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    case .safeAreaPadding(_, let source): return source
    case .ignoresSafeArea(let edges):
      return edges == .all ? ".ignoresSafeArea()" : ".ignoresSafeArea(edges: \(edges))"
    case .layoutPriority(let value): return ".layoutPriority(\(value))"
    case .layoutValue(let record): return record.description
    case .coordinateSpace(let name): return ".coordinateSpace(.named(\(name)))"
    case .alignmentGuide(let record): return record.description
    case .gridCellColumns(let count): return ".gridCellColumns(\(count))"
    case .gridColumnAlignment(let guide): return ".gridColumnAlignment(\(guide))"
    case .gridCellAnchor(let anchor):
      return ".gridCellAnchor(UnitPoint(x: \(number(anchor.x)), y: \(number(anchor.y))))"
    case .gridCellUnsizedAxes(let axes): return ".gridCellUnsizedAxes(\(axes))"
    case .asyncImage(let url, let phase):
      return "AsyncImage(url: \(url?.absoluteString.debugDescription ?? "nil"), phase: .\(phase))"
    }
  }
}
