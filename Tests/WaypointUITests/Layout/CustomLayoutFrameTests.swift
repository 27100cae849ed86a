import Foundation
import Synchronization
import Testing
import Waypoint
import WaypointTesting

/// How many caches the flow layout below made and updated.
private let cacheCalls = Mutex((made: 0, updated: 0))

/// A value that moves a subview of the flow to the right.
private struct Indent: LayoutValueKey {
  static let defaultValue: CGFloat = 0
}

/// Subviews left to right at their ideal sizes, wrapping onto a new row when the next does
/// not fit the proposed width, rows and items `spacing` apart.
private struct Flow: Layout {
  var spacing: CGFloat = 4

  struct Cache {
    var sizes: [CGSize]
  }

  func makeCache(subviews: Subviews) -> Cache {
    cacheCalls.withLock { $0.made += 1 }
    return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cacheCalls.withLock { $0.updated += 1 }
    cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
  }

  private func origins(_ sizes: [CGSize], subviews: Subviews, width: CGFloat?) -> (
    [CGPoint], CGSize
  ) {
    var origins: [CGPoint] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    var widest: CGFloat = 0
    for (index, size) in sizes.enumerated() {
      let indent = subviews[index][Indent.self]
      if x > 0, let width, x + indent + size.width > width {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      origins.append(CGPoint(x: x + indent, y: y))
      x += indent + size.width + spacing
      widest = max(widest, x - spacing)
      rowHeight = max(rowHeight, size.height)
    }
    return (origins, CGSize(width: widest, height: y + rowHeight))
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    origins(cache.sizes, subviews: subviews, width: proposal.width).1
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    let (origins, _) = origins(cache.sizes, subviews: subviews, width: bounds.width)
    for (subview, origin) in zip(subviews, origins) {
      subview.place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
    }
  }
}

private struct Tags: View {
  @State var count = 3

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Flow {
        ForEach(0..<count, id: \.self) { index in
          Color.blue.frame(width: 100, height: 20)
            .layoutValue(key: Indent.self, value: index == 1 ? 10 : 0)
            .accessibilityIdentifier("tag \(index)")
        }
      }
      .accessibilityIdentifier("flow")
      Button("More") { count += 1 }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@MainActor
@Suite("Custom layouts: an app's Layout sizes and places its subviews", .serialized)
struct CustomLayoutFrameTests {
  @Test("a flow layout wraps its subviews by the width offered, reading their layout values")
  func flowWraps() {
    let host = ViewHost(Tags(), size: CGSize(width: 250, height: 500))
    #expect(host.frame(identifiedBy: "tag 0") == CGRect(x: 0, y: 0, width: 100, height: 20))
    // Indented by 10 from where it would be.
    #expect(host.frame(identifiedBy: "tag 1") == CGRect(x: 114, y: 0, width: 100, height: 20))
    #expect(host.frame(identifiedBy: "tag 2") == CGRect(x: 0, y: 24, width: 100, height: 20))
    #expect(host.frame(identifiedBy: "flow") == CGRect(x: 0, y: 0, width: 214, height: 44))
  }

  @Test("the cache is made once, kept while nothing changes, and updated when subviews change")
  func cacheLifetime() throws {
    cacheCalls.withLock { $0 = (0, 0) }
    let host = ViewHost(Tags(), size: CGSize(width: 250, height: 500))
    host.layOut()
    #expect(cacheCalls.withLock { $0.made } == 1)
    host.layOut()
    #expect(cacheCalls.withLock { $0 } == (1, 0))
    try host.tap("More")
    #expect(host.frame(identifiedBy: "tag 3") == CGRect(x: 104, y: 24, width: 100, height: 20))
    #expect(cacheCalls.withLock { $0 } == (1, 1))
  }

  /// A layout that takes what it is offered and places nothing.
  private struct PlacesNothing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {}
  }

  @Test("a subview the layout does not place sits at the centre of the layout's bounds")
  func unplacedSubview() {
    let host = ViewHost(
      PlacesNothing { Color.red.frame(width: 20, height: 10).accessibilityIdentifier("box") },
      size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "box") == CGRect(x: 190, y: 395, width: 20, height: 10))
  }

  /// One subview at its origin, with its leading guide 10 points in.
  private struct Indented: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      subviews.first?.sizeThatFits(.unspecified) ?? .zero
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
    func explicitAlignment(
      of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
      subviews: Subviews, cache: inout ()
    ) -> CGFloat? {
      guide == .leading ? bounds.minX + 10 : nil
    }
  }

  @Test("a stack aligns an app's layout by the guide its explicitAlignment gives")
  func explicitAlignment() {
    let host = ViewHost(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 30, height: 10).accessibilityIdentifier("plain")
        Indented { Color.blue.frame(width: 30, height: 10) }.accessibilityIdentifier("custom")
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
      size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "plain") == CGRect(x: 10, y: 0, width: 30, height: 10))
    #expect(host.frame(identifiedBy: "custom") == CGRect(x: 0, y: 10, width: 30, height: 10))
  }
}
