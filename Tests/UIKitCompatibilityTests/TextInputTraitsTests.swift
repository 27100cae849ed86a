import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite struct TextInputTraitsTests {
  @Test func keyboardTypeAndContentTypeAreRecordedOnTheField() throws {
    struct Form: View {
      @State var amount = ""
      var body: some View {
        TextField("Amount", text: $amount)
          .keyboardType(.decimalPad)
          .textContentType(.oneTimeCode)
      }
    }
    let host = ViewHost(Form())
    let text = host.render()
    #expect(text.contains(".keyboardType(decimalPad)"))
    #expect(text.contains(".textContentType(.oneTimeCode)"))
  }
}
