import Foundation
import Testing
import WaypointTesting

@testable import Waypoint
@testable import WaypointUI

@MainActor
@Suite("Controls, styles and effects real apps use")
struct ControlsAndEffectsTests {
  @Test("gradients, paths, colour spaces and effects are recorded; hue colours convert")
  func drawing() {
    let view = VStack {
      Text("Fade").background(
        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
      Circle().strokeBorder(Color.green, lineWidth: 2)
      Path { path in
        path.move(to: .zero)
        path.addArc(
          center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .zero, endAngle: .degrees(90),
          clockwise: false)
      }
      .stroke(Color.red, style: StrokeStyle(lineWidth: 3, dash: [2]))
      Text("Soft").blur(radius: 2).mask { Rectangle() }.redacted(reason: .placeholder)
      Text("Bar").toolbarBackground(.visible, for: .navigationBar)
    }
    let text = ViewHost(view).render()
    #expect(text.contains("LinearGradient(Gradient(colors: [.red, .blue]))"))
    #expect(text.contains(".stroke(.green, lineWidth: 2)"))
    #expect(text.contains("Path() .stroke(.red, lineWidth: 3)"))
    #expect(text.contains(".stroke(.red, lineWidth: 3)"))
    #expect(text.contains(".blur(radius: 2)") && text.contains("Mask"))
    #expect(text.contains(".redacted(reason: .placeholder)"))
    #expect(text.contains(".toolbarBackground(.visible)"))
    #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
    #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).components?.green == 1)
    #expect(
      Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
  }

  @Test("a tap gesture is the view's tap; other gestures are recorded")
  func gestures() throws {
    struct Counter: View {
      @State private var taps = 0
      var body: some View {
        VStack {
          Text("Taps \(taps)").gesture(TapGesture().onEnded { taps += 1 })
          Text("Drag me").gesture(DragGesture().onChanged { _ in })
        }
      }
    }
    let host = ViewHost(Counter())
    try host.tap("Taps 0")
    #expect(!host.elements(labeled: "Taps 1").isEmpty)
    #expect(host.render().contains(".gesture(DragGesture)"))
  }

  @Test("Return in a text field runs the onSubmit actions around it; a secure field is marked")
  func submit() throws {
    struct SignIn: View {
      @State private var name = ""
      @State private var password = ""
      @State private var submitted: [String] = []
      var body: some View {
        Form {
          TextField("Name", text: $name)
          SecureField("Password", text: $password)
          Text("Submitted: \(submitted.joined(separator: ", "))")
        }
        .onSubmit { submitted.append(name) }
        .submitLabel(.go)
      }
    }
    let host = ViewHost(SignIn())
    try host.type("Ada", into: "Name")
    try host.submit("Name")
    #expect(!host.elements(labeled: "Submitted: Ada").isEmpty)
    try host.type("secret", into: "Password")
    #expect(host.render().contains("SecureField"))
    try host.submit("Password")
    #expect(!host.elements(labeled: "Submitted: Ada, Ada").isEmpty)
  }

  @Test("a text field without onSubmit cannot be submitted")
  func noSubmit() {
    let host = ViewHost(TextField("Plain", text: .constant("")))
    #expect(throws: HostError.self) { try host.submit("Plain") }
  }

  @Test(
    "a disclosure group shows its content while expanded; group boxes and labeled content show theirs"
  )
  func containers() throws {
    let view = VStack {
      DisclosureGroup("Details") { Text("Hidden until opened") }
      GroupBox("Box") { Text("Boxed") }
      LabeledContent("Calories", value: "320")
      ControlGroup {
        Button("One") {}
        Button("Two") {}
      }
      Gauge(value: 0.25) { Text("Fuel") }
    }
    let host = ViewHost(view)
    #expect(host.elements(labeled: "Hidden until opened").isEmpty)
    try host.tap("▸ Details")
    #expect(!host.elements(labeled: "Hidden until opened").isEmpty)
    let text = host.render()
    #expect(text.contains("Boxed") && text.contains("Calories") && text.contains("320"))
    #expect(text.contains("ProgressView \"Fuel\" 0.25/1.0"))
  }

  @available(*, deprecated, message: "tests deprecated API")
  @Test("the value-based Alert and ActionSheet present as alerts and dialogs, their buttons acting")
  func valueAlerts() throws {
    struct Trash: View {
      @State private var asks = false
      @State private var chooses = false
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Button("Delete") { asks = true }
          Button("Options") { chooses = true }
          Text("Log: \(log.joined(separator: ","))")
        }
        .alert(isPresented: $asks) {
          Alert(
            title: Text("Delete it?"), message: Text("This cannot be undone."),
            primaryButton: .destructive(Text("Delete forever")) { log.append("deleted") },
            secondaryButton: .cancel())
        }
        .actionSheet(isPresented: $chooses) {
          ActionSheet(
            title: Text("Options"), buttons: [.default(Text("Copy")) { log.append("copied") }])
        }
      }
    }
    let host = ViewHost(Trash())
    try host.tap("Delete")
    #expect(host.presentations.map(\.kind) == [.alert])
    #expect(host.render().contains("This cannot be undone."))
    try host.tap("Delete forever")
    #expect(host.presentations.isEmpty)
    try host.tap("Options")
    #expect(host.presentations.map(\.kind) == [.confirmationDialog])
    try host.tap("Copy")
    #expect(!host.elements(labeled: "Log: deleted,copied").isEmpty)
  }

  @Test("label styles choose a label's parts; a custom style makes its body")
  func labelStyles() {
    struct Trailing: LabelStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack {
          configuration.title
          Text("after")
          configuration.icon
        }
      }
    }
    let iconOnly = ViewHost(Label("Hidden title", systemImage: "star").labelStyle(.iconOnly))
    // The title is not shown, but still names the label, as in SwiftUI.
    #expect(!iconOnly.render().contains("Text \"Hidden title\""))
    #expect(!iconOnly.elements(labeled: "Hidden title").isEmpty)
    #expect(iconOnly.render().contains("star"))
    let custom = ViewHost(Label("Shown", systemImage: "star").labelStyle(Trailing()))
    #expect(custom.render().contains("after"))
  }

  @Test("a custom toggle style's body is the toggle; built-in styles are recorded")
  func toggleStyles() throws {
    struct CheckBox: ToggleStyle {
      func makeBody(configuration: Configuration) -> some View {
        Button(configuration.isOn ? "☑ checked" : "☐ unchecked") { configuration.isOn.toggle() }
      }
    }
    struct Settings: View {
      @State private var on = false
      var body: some View {
        VStack {
          Toggle("Custom", isOn: $on).toggleStyle(CheckBox())
          Toggle("Switch", isOn: $on).toggleStyle(.switch)
          ProgressView(value: 0.5).progressViewStyle(.circular)
        }
      }
    }
    let host = ViewHost(Settings())
    try host.tap("☐ unchecked")
    #expect(!host.elements(labeled: "☑ checked").isEmpty)
    #expect(host.render().contains("Toggle \"Switch\" = on"))
    #expect(host.render().contains(".toggleStyle(.switch)"))
    #expect(host.render().contains(".progressViewStyle(.circular)"))
  }

  @Test("focus state is state the view's code reads and sets")
  func focusState() throws {
    struct Search: View {
      @FocusState private var focused: Bool
      @State private var query = ""
      var body: some View {
        VStack {
          TextField("Query", text: $query).focused($focused)
          Button(focused ? "Focused" : "Not focused") { focused.toggle() }
        }
      }
    }
    let host = ViewHost(Search())
    try host.tap("Not focused")
    #expect(!host.elements(labeled: "Focused").isEmpty)
  }

  @Test("ShareLink copies its item; EditButton switches; AsyncImage shows its placeholder")
  func systemControls() throws {
    let url = URL(string: "https://example.com/recipe/1")!
    let view = VStack {
      ShareLink(item: url)
      EditButton()
      AsyncImage(url: URL(fileURLWithPath: "/nonexistent/recipe.png")) { image in
        image
      } placeholder: {
        Text("Loading picture")
      }
      ColorPicker("Accent", selection: .constant(.red))
    }
    let host = ViewHost(view)
    try host.tap("Share")
    #expect(host.runtime.pasteboard.string == "https://example.com/recipe/1")
    try host.tap("Edit")
    #expect(!host.elements(labeled: "Done").isEmpty)
    #expect(!host.elements(labeled: "Loading picture").isEmpty)
    #expect(host.render().contains("AsyncImage(url: \"file:///nonexistent/recipe.png\", phase: ."))
    #expect(host.render().contains(".red"))
  }

  @Test("GeometryReader gives its content the scene's size, which the host sets")
  func geometry() {
    let view = GeometryReader { proxy in
      Text("Width \(Int(proxy.size.width))")
    }
    let host = ViewHost(view)
    #expect(!host.elements(labeled: "Width 393").isEmpty)
    host.runtime.sceneSize = CGSize(width: 640, height: 480)
    host.flush()
    #expect(!host.elements(labeled: "Width 640").isEmpty)
  }

  @Test("onReceive delivers a publisher's values while the view is on screen, and stops after")
  func onReceive() async throws {
    let ticks = PassthroughSubject<Int, Never>()
    struct Clock: View {
      let ticks: PassthroughSubject<Int, Never>
      @State private var shown = true
      @State private var last = 0
      var body: some View {
        VStack {
          Text("Last \(last)")
          Button("Hide") { shown = false }
          if shown { Text("Listening").onReceive(ticks) { last = $0 } }
        }
      }
    }
    let host = ViewHost(Clock(ticks: ticks))
    ticks.send(3)
    await host.settle()
    #expect(!host.elements(labeled: "Last 3").isEmpty)
    try host.tap("Hide")
    ticks.send(4)
    await host.settle()
    #expect(!host.elements(labeled: "Last 3").isEmpty, "no longer listening")
  }

  @Test(
    "a text field of a formatted value sets the value from text that parses, and refuses other text"
  )
  func formattedValue() throws {
    struct Servings: View {
      @State private var count = 4
      var body: some View {
        VStack {
          TextField("Servings", value: $count, format: .number)
          Text("Count \(count)")
        }
      }
    }
    let host = ViewHost(Servings())
    #expect(host.render().contains(#"TextField "Servings" = "4""#))
    try host.replaceText(in: "Servings", with: "12")
    #expect(!host.elements(labeled: "Count 12").isEmpty)
    try host.replaceText(in: "Servings", with: "many")
    #expect(!host.elements(labeled: "Count 12").isEmpty)
    #expect(host.render().contains(#"TextField "Servings" = "12""#))
  }

  @Test("shape shorthands and accessibility values are what they name")
  func shorthands() {
    let view = VStack {
      Text("Card").clipShape(.rect(cornerRadius: 8))
      Text("Volume").accessibilityValue("11").scrollBounceBehavior(.basedOnSize)
      Text("Decoration").accessibilityHidden(true)
    }
    let text = ViewHost(view).render()
    #expect(text.contains(".clipShape(RoundedRectangle(cornerRadius: 8))"))
    #expect(text.contains(#".accessibilityValue("11")"#))
    #expect(text.contains(".scrollBounceBehavior(.basedOnSize)"))
    #expect(text.contains(".accessibilityHidden(true)"))
  }

  @Test("a title with actions is a menu in the title's place; choosing an action runs it")
  func titleMenu() throws {
    struct Crumbs: View {
      @State private var chosen = "none"
      var body: some View {
        NavigationStack {
          Text("Chosen: \(chosen)")
            .navigationTitle("Soups") {
              Button("Breakfast") { chosen = "Breakfast" }
            }
        }
      }
    }
    let host = ViewHost(Crumbs())
    #expect(host.navigationTitle == "Soups")
    try host.tap("Soups")
    try host.tap("Breakfast")
    #expect(!host.elements(labeled: "Chosen: Breakfast").isEmpty)
  }
}
