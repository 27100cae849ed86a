#if !canImport(Darwin)
  import Foundation
  internal import _FoundationICU

  extension UnitCatalog {
    /// Angle, duration, frequency, storage, acceleration, electricity, light, power and
    /// concentration: formatted in the unit given, whatever the region.
    static let technicalUnits: [(Dimension, String, UAMeasureUnit?)] = [
      // UnitAngle
      (UnitAngle.degrees, "degree", UAMEASUNIT_ANGLE_DEGREE),
      (UnitAngle.arcMinutes, "arc-minute", UAMEASUNIT_ANGLE_ARC_MINUTE),
      (UnitAngle.arcSeconds, "arc-second", UAMEASUNIT_ANGLE_ARC_SECOND),
      (UnitAngle.radians, "radian", UAMEASUNIT_ANGLE_RADIAN),
      (UnitAngle.revolutions, "revolution", UAMEASUNIT_ANGLE_REVOLUTION),
      // UnitDuration
      (UnitDuration.hours, "hour", UAMEASUNIT_DURATION_HOUR),
      (UnitDuration.minutes, "minute", UAMEASUNIT_DURATION_MINUTE),
      (UnitDuration.seconds, "second", UAMEASUNIT_DURATION_SECOND),
      (UnitDuration.milliseconds, "millisecond", UAMEASUNIT_DURATION_MILLISECOND),
      (UnitDuration.microseconds, "microsecond", UAMEASUNIT_DURATION_MICROSECOND),
      (UnitDuration.nanoseconds, "nanosecond", UAMEASUNIT_DURATION_NANOSECOND),
      (UnitDuration.picoseconds, "picosecond", nil),
      // UnitFrequency
      (UnitFrequency.terahertz, "terahertz", nil),
      (UnitFrequency.gigahertz, "gigahertz", UAMEASUNIT_FREQUENCY_GIGAHERTZ),
      (UnitFrequency.megahertz, "megahertz", UAMEASUNIT_FREQUENCY_MEGAHERTZ),
      (UnitFrequency.kilohertz, "kilohertz", UAMEASUNIT_FREQUENCY_KILOHERTZ),
      (UnitFrequency.hertz, "hertz", UAMEASUNIT_FREQUENCY_HERTZ),
      (UnitFrequency.millihertz, "millihertz", nil),
      (UnitFrequency.microhertz, "microhertz", nil),
      (UnitFrequency.nanohertz, "nanohertz", nil),
      // UnitInformationStorage
      (UnitInformationStorage.bytes, "byte", UAMEASUNIT_DIGITAL_BYTE),
      (UnitInformationStorage.bits, "bit", UAMEASUNIT_DIGITAL_BIT),
      (UnitInformationStorage.yottabytes, "yottabyte", nil),
      (UnitInformationStorage.zettabytes, "zettabyte", nil),
      (UnitInformationStorage.exabytes, "exabyte", nil),
      (UnitInformationStorage.petabytes, "petabyte", UAMEASUNIT_DIGITAL_PETABYTE),
      (UnitInformationStorage.terabytes, "terabyte", UAMEASUNIT_DIGITAL_TERABYTE),
      (UnitInformationStorage.gigabytes, "gigabyte", UAMEASUNIT_DIGITAL_GIGABYTE),
      (UnitInformationStorage.megabytes, "megabyte", UAMEASUNIT_DIGITAL_MEGABYTE),
      (UnitInformationStorage.kilobytes, "kilobyte", UAMEASUNIT_DIGITAL_KILOBYTE),
      (UnitInformationStorage.yottabits, "yottabit", nil),
      (UnitInformationStorage.zettabits, "zettabit", nil),
      (UnitInformationStorage.exabits, "exabit", nil),
      (UnitInformationStorage.petabits, "petabit", nil),
      (UnitInformationStorage.terabits, "terabit", UAMEASUNIT_DIGITAL_TERABIT),
      (UnitInformationStorage.gigabits, "gigabit", UAMEASUNIT_DIGITAL_GIGABIT),
      (UnitInformationStorage.megabits, "megabit", UAMEASUNIT_DIGITAL_MEGABIT),
      (UnitInformationStorage.kilobits, "kilobit", UAMEASUNIT_DIGITAL_KILOBIT),
      // UnitAcceleration
      (
        UnitAcceleration.metersPerSecondSquared, "meter-per-square-second",
        UAMEASUNIT_ACCELERATION_METER_PER_SECOND_SQUARED
      ),
      (UnitAcceleration.gravity, "g-force", UAMEASUNIT_ACCELERATION_G_FORCE),
      // UnitElectricCurrent
      (UnitElectricCurrent.megaamperes, "megaampere", nil),
      (UnitElectricCurrent.kiloamperes, "kiloampere", nil),
      (UnitElectricCurrent.amperes, "ampere", UAMEASUNIT_ELECTRIC_AMPERE),
      (UnitElectricCurrent.milliamperes, "milliampere", UAMEASUNIT_ELECTRIC_MILLIAMPERE),
      (UnitElectricCurrent.microamperes, "microampere", nil),
      // UnitElectricPotentialDifference
      (UnitElectricPotentialDifference.megavolts, "megavolt", nil),
      (UnitElectricPotentialDifference.kilovolts, "kilovolt", nil),
      (UnitElectricPotentialDifference.volts, "volt", UAMEASUNIT_ELECTRIC_VOLT),
      (UnitElectricPotentialDifference.millivolts, "millivolt", nil),
      (UnitElectricPotentialDifference.microvolts, "microvolt", nil),
      // UnitElectricResistance
      (UnitElectricResistance.megaohms, "megaohm", nil),
      (UnitElectricResistance.kiloohms, "kiloohm", nil),
      (UnitElectricResistance.ohms, "ohm", UAMEASUNIT_ELECTRIC_OHM),
      (UnitElectricResistance.milliohms, "milliohm", nil),
      (UnitElectricResistance.microohms, "microohm", nil),
      // UnitIlluminance
      (UnitIlluminance.lux, "lux", UAMEASUNIT_LIGHT_LUX),
      // UnitPower
      (UnitPower.terawatts, "terawatt", nil),
      (UnitPower.gigawatts, "gigawatt", UAMEASUNIT_POWER_GIGAWATT),
      (UnitPower.megawatts, "megawatt", UAMEASUNIT_POWER_MEGAWATT),
      (UnitPower.kilowatts, "kilowatt", UAMEASUNIT_POWER_KILOWATT),
      (UnitPower.watts, "watt", UAMEASUNIT_POWER_WATT),
      (UnitPower.milliwatts, "milliwatt", UAMEASUNIT_POWER_MILLIWATT),
      (UnitPower.microwatts, "microwatt", nil),
      (UnitPower.nanowatts, "nanowatt", nil),
      (UnitPower.picowatts, "picowatt", nil),
      (UnitPower.femtowatts, "femtowatt", nil),
      (UnitPower.horsepower, "horsepower", UAMEASUNIT_POWER_HORSEPOWER),
      // UnitConcentrationMass
      (UnitConcentrationMass.gramsPerLiter, "gram-per-liter", nil),
      (
        UnitConcentrationMass.milligramsPerDeciliter, "milligram-ofglucose-per-deciliter",
        UAMEASUNIT_CONCENTRATION_MILLIGRAM_OFGLUCOSE_PER_DECILITER
      ),
      // UnitDispersion
      (UnitDispersion.partsPerMillion, "permillion", UAMEASUNIT_CONCENTRATION_PART_PER_MILLION),
    ]
  }
#endif
