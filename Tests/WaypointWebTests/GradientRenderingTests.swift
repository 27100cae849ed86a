import Foundation
import Testing
import Waypoint

@testable import WaypointWeb

/// Gradients in the page: a shape's fill or stroke, a gradient view, a view's background.
@MainActor
@Suite("Gradients in the browser")
struct GradientRenderingTests {
  @Test("a shape filled with a linear or radial gradient paints an SVG gradient over its frame")
  func linearAndRadial() async throws {
    let html = await page(
      of: VStack {
        Rectangle()
          .fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
          .frame(width: 40, height: 20)
        Circle()
          .fill(
            RadialGradient(
              colors: [.white, .green], center: .center, startRadius: 2, endRadius: 10)
          )
          .frame(width: 20, height: 20)
      })
    #expect(
      html.contains(
        #/<linearGradient id="(e\d+)-paint" gradientUnits="userSpaceOnUse" x1="20" y1="0" x2="20" y2="20"><stop offset="0" style="stop-color:var\(--red\)"/><stop offset="1" style="stop-color:var\(--blue\)"/>/#
      ))
    #expect(html.contains(#/style="fill:url\(#e\d+-paint\)"/#))
    #expect(html.contains(#/<radialGradient [^>]*cx="10" cy="10" r="10" fr="2">/#))
  }

  @Test("an angular gradient on a stroke is a CSS conic gradient shown through the stroke")
  func angularStroke() async throws {
    let html = await page(
      of: Circle()
        .stroke(AngularGradient(colors: [.red, .orange], center: .center), lineWidth: 4)
        .frame(width: 40, height: 40))
    #expect(
      html.contains(
        #/<mask id="e\d+-mask" maskUnits="userSpaceOnUse"><path [^>]*stroke:white;stroke-width:4/#))
    #expect(html.contains(#/<foreignObject [^>]*mask="url\(#e\d+-mask\)">/#))
    #expect(
      html.contains("conic-gradient(from 90deg at 50% 50%, var(--red) 0deg, var(--orange) 360deg)"))
  }

  @Test("a gradient view fills its frame, and a gradient background is a CSS gradient")
  func viewsAndBackgrounds() async throws {
    let html = await page(
      of: VStack {
        LinearGradient(colors: [.yellow, .green], startPoint: .leading, endPoint: .trailing)
          .frame(width: 30, height: 10)
        Text("Card")
          .background(
            LinearGradient(
              colors: [.pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
      })
    #expect(
      html.contains(
        #/x1="0" y1="5" x2="30" y2="5"><stop offset="0" style="stop-color:var\(--yellow\)"/#))
    #expect(
      html.contains(
        "background:linear-gradient(to bottom right, var(--pink) 0%, var(--purple) 100%)"))
  }
}

/// Masks: the view shows where its mask is opaque.
@MainActor
@Suite("Masks in the browser")
struct MaskRenderingTests {
  @available(*, deprecated, message: "tests deprecated API")
  @Test("a shape mask clips by its outline at its frame, a gradient view masks as an image")
  func masks() async throws {
    let html = await page(
      of: VStack {
        Color.red.frame(width: 40, height: 40).mask { Circle() }
        Color.blue.frame(width: 60, height: 20)
          .mask(
            LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
      })
    #expect(html.contains(#"class="decoration mask""#))
    #expect(html.contains("clip-path:path(&#39;M40 20 C"))
    #expect(
      html.contains(
        "mask-image:linear-gradient(to right, var(--black) 0%, var(--clear) 100%);"
          + "mask-size:60px 20px;mask-position:0px 0px;mask-repeat:no-repeat"))
  }

  @available(*, deprecated, message: "tests deprecated API")
  @Test("a shape masked by a text shows the text's letters in the shape's paint")
  func textMask() async throws {
    let html = await page(
      of: LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
        .frame(width: 300, height: 60)
        .mask(Text("Sunset")))
    #expect(html.contains(#"class="decoration mask text-mask""#))
    // The gradient spans the 300 by 60 shape, placed from the mask's corner: the text, 56
    // points wide, is centred on it.
    #expect(
      html.contains(
        "--wp-mask-paint:linear-gradient(to right, var(--orange) 0%, var(--pink) 100%);"
          + "--wp-mask-size:300px 60px;--wp-mask-position:-122px -20px"))
  }

  @Test("a text in a gradient foreground shows the gradient through its letters")
  func gradientText() async throws {
    let html = await page(
      of: Text("Sunset")
        .foregroundStyle(
          LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)))
    #expect(
      html.contains(
        "background:linear-gradient(to bottom, var(--orange) 0%, var(--pink) 100%);"
          + "-webkit-background-clip:text;background-clip:text;color:transparent"))
  }
}
