import Waypoint

/// A recipe's time as a dial drawn in a `Canvas`: the share of two hours it takes, as a wedge
/// inside a ring.
struct TimeDial: View {
  let minutes: Int

  var body: some View {
    Canvas { context, size in
      let side = min(size.width, size.height) - 2
      let ring = CGRect(
        x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
      context.stroke(Path(ellipseIn: ring), with: .color(.secondary), lineWidth: 1.5)
      let share = min(1, Double(minutes) / 120)
      var wedge = Path()
      let centre = CGPoint(x: ring.midX, y: ring.midY)
      wedge.move(to: centre)
      wedge.addArc(
        center: centre, radius: side / 2 - 3, startAngle: .degrees(-90),
        endAngle: .degrees(-90 + 360 * share), clockwise: false)
      wedge.closeSubpath()
      context.fill(wedge, with: .color(.orange))
    }
    .frame(width: 22, height: 22)
    .accessibilityLabel("\(minutes) of 120 minutes")
  }
}
