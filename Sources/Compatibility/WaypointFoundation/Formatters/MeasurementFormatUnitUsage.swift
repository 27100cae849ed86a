#if !canImport(Darwin)
  import Foundation

  /// What a measurement measures, which decides the unit a region writes it in (road
  /// distances in miles, a person's height in feet and inches); Waypoint passes it to ICU as a
  /// CLDR usage.
  public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// The CLDR usage key; nil keeps the measurement's own unit.
    let cldrUsage: String?

    /// The region's everyday unit for this dimension.
    public static var general: Self { Self(cldrUsage: "default") }

    /// The measurement's own unit, whatever the region.
    public static var asProvided: Self { Self(cldrUsage: nil) }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A body temperature.
    public static var person: Self { Self(cldrUsage: "person") }
    /// An air temperature in a forecast.
    public static var weather: Self { Self(cldrUsage: "weather") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A distance between people or a person's size.
    public static var person: Self { Self(cldrUsage: "person") }
    /// A person's height, in feet and inches where the region uses them.
    public static var personHeight: Self { Self(cldrUsage: "person-height") }
    /// A distance by road.
    public static var road: Self { Self(cldrUsage: "road") }
    /// A lens's focal length.
    public static var focalLength: Self { Self(cldrUsage: "focal-length") }
    /// An amount of rain.
    public static var rainfall: Self { Self(cldrUsage: "rainfall") }
    /// An amount of snow.
    public static var snowfall: Self { Self(cldrUsage: "snowfall") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Energy in food, in Calories or kilojoules as the region counts them.
    public static var food: Self { Self(cldrUsage: "food") }
    /// Energy burned in a workout; CLDR counts it as food energy.
    public static var workout: Self { Self(cldrUsage: "food") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight.
    public static var personWeight: Self { Self(cldrUsage: "person") }
  }
#endif
