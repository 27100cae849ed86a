import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Layout: layouts as views, proposals, spacing and alignment values")
struct LayoutAPITests {
  struct Flow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {}
  }

  @Test("a custom layout used as a view shows its subviews in order")
  func customLayout() {
    let host = ViewHost(
      Flow {
        Text("One")
        Text("Two")
      })
    let text = host.render()
    #expect(text.contains("Flow"))
    let one = text.range(of: #"Text "One""#)
    let two = text.range(of: #"Text "Two""#)
    #expect(one != nil && two != nil)
    if let one, let two { #expect(one.lowerBound < two.lowerBound) }
  }

  @Test("a stack layout, also through AnyLayout, shows as its stack")
  func stackLayouts() {
    let host = ViewHost(AnyLayout(HStackLayout(spacing: 4)) { Text("A") })
    #expect(host.render().contains("HStack(spacing: 4)"))
    #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
  }

  @Test("proposals replace unspecified dimensions, and spacing takes the larger edge")
  @available(*, deprecated)
  func values() {
    #expect(
      ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10)
    )
    #expect(ProposedViewSize(width: 3, height: nil).replacingUnspecifiedDimensions().width == 3)
    #expect(ProposedViewSize.infinity.width == .infinity)
    #expect(ViewSpacing().distance(to: ViewSpacing.zero, along: .horizontal) == 8)
    #expect(ViewSpacing.zero.distance(to: ViewSpacing.zero, along: .vertical) == 0)
    #expect(Edge.Corner.Set.top.contains(.topLeading))
    #expect(!Edge.Corner.Set.top.contains(.bottomLeading))
    #expect(HorizontalEdge(rawValue: 1) == .trailing)
    #expect(ContentSizeCategory.small < .large)
  }

  enum Offset: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
  }

  @Test("a custom alignment guide takes its ID's default value")
  func alignmentIDs() {
    let guide = HorizontalAlignment(Offset.self)
    #expect(guide == HorizontalAlignment(Offset.self))
    #expect(guide != .leading)
    #expect(guide.combineExplicit([nil, 2, 4]) == 3)
  }

  @Test("coordinate spaces name their kind")
  func coordinateSpaces() {
    #expect(GlobalCoordinateSpace().coordinateSpace.isGlobal)
    #expect(!NamedCoordinateSpace.named("list").coordinateSpace.isLocal)
    #expect(LocalCoordinateSpace().coordinateSpace.isLocal)
  }

  struct Boxed: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Text("Styled")
        configuration.content
      }
    }
  }

  @Test("a custom group box style makes the group box's body")
  func groupBoxStyle() {
    let host = ViewHost(GroupBox("Title") { Text("Inside") }.groupBoxStyle(Boxed()))
    let text = host.render()
    #expect(text.contains(#"Text "Styled""#))
    #expect(text.contains(#"Text "Inside""#))
  }
}
