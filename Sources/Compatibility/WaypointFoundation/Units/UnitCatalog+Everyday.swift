#if !canImport(Darwin)
  import Foundation
  internal import _FoundationICU

  extension UnitCatalog {
    /// Length, mass, temperature, speed, volume, energy, area, pressure and fuel efficiency: the
    /// dimensions whose preferred unit depends on the region.
    static let everydayUnits: [(Dimension, String, UAMeasureUnit?)] = [
      // UnitLength
      (UnitLength.megameters, "megameter", nil),
      (UnitLength.kilometers, "kilometer", UAMEASUNIT_LENGTH_KILOMETER),
      (UnitLength.hectometers, "hectometer", nil),
      (UnitLength.decameters, "dekameter", nil),
      (UnitLength.meters, "meter", UAMEASUNIT_LENGTH_METER),
      (UnitLength.decimeters, "decimeter", UAMEASUNIT_LENGTH_DECIMETER),
      (UnitLength.centimeters, "centimeter", UAMEASUNIT_LENGTH_CENTIMETER),
      (UnitLength.millimeters, "millimeter", UAMEASUNIT_LENGTH_MILLIMETER),
      (UnitLength.micrometers, "micrometer", UAMEASUNIT_LENGTH_MICROMETER),
      (UnitLength.nanometers, "nanometer", UAMEASUNIT_LENGTH_NANOMETER),
      (UnitLength.picometers, "picometer", UAMEASUNIT_LENGTH_PICOMETER),
      (UnitLength.inches, "inch", UAMEASUNIT_LENGTH_INCH),
      (UnitLength.feet, "foot", UAMEASUNIT_LENGTH_FOOT),
      (UnitLength.yards, "yard", UAMEASUNIT_LENGTH_YARD),
      (UnitLength.miles, "mile", UAMEASUNIT_LENGTH_MILE),
      (UnitLength.scandinavianMiles, "mile-scandinavian", UAMEASUNIT_LENGTH_MILE_SCANDINAVIAN),
      (UnitLength.lightyears, "light-year", UAMEASUNIT_LENGTH_LIGHT_YEAR),
      (UnitLength.nauticalMiles, "nautical-mile", UAMEASUNIT_LENGTH_NAUTICAL_MILE),
      (UnitLength.fathoms, "fathom", UAMEASUNIT_LENGTH_FATHOM),
      (UnitLength.furlongs, "furlong", UAMEASUNIT_LENGTH_FURLONG),
      (UnitLength.astronomicalUnits, "astronomical-unit", UAMEASUNIT_LENGTH_ASTRONOMICAL_UNIT),
      (UnitLength.parsecs, "parsec", UAMEASUNIT_LENGTH_PARSEC),
      // UnitMass
      (UnitMass.kilograms, "kilogram", UAMEASUNIT_MASS_KILOGRAM),
      (UnitMass.grams, "gram", UAMEASUNIT_MASS_GRAM),
      (UnitMass.decigrams, "decigram", nil),
      (UnitMass.centigrams, "centigram", nil),
      (UnitMass.milligrams, "milligram", UAMEASUNIT_MASS_MILLIGRAM),
      (UnitMass.micrograms, "microgram", UAMEASUNIT_MASS_MICROGRAM),
      (UnitMass.nanograms, "nanogram", nil),
      (UnitMass.picograms, "picogram", nil),
      (UnitMass.ounces, "ounce", UAMEASUNIT_MASS_OUNCE),
      (UnitMass.pounds, "pound", UAMEASUNIT_MASS_POUND),
      (UnitMass.stones, "stone", UAMEASUNIT_MASS_STONE),
      (UnitMass.metricTons, "tonne", UAMEASUNIT_MASS_METRIC_TON),
      (UnitMass.shortTons, "ton", UAMEASUNIT_MASS_TON),
      (UnitMass.carats, "carat", UAMEASUNIT_MASS_CARAT),
      (UnitMass.ouncesTroy, "ounce-troy", UAMEASUNIT_MASS_OUNCE_TROY),
      // UnitTemperature
      (UnitTemperature.kelvin, "kelvin", UAMEASUNIT_TEMPERATURE_KELVIN),
      (UnitTemperature.celsius, "celsius", UAMEASUNIT_TEMPERATURE_CELSIUS),
      (UnitTemperature.fahrenheit, "fahrenheit", UAMEASUNIT_TEMPERATURE_FAHRENHEIT),
      // UnitSpeed
      (UnitSpeed.metersPerSecond, "meter-per-second", UAMEASUNIT_SPEED_METER_PER_SECOND),
      (UnitSpeed.kilometersPerHour, "kilometer-per-hour", UAMEASUNIT_SPEED_KILOMETER_PER_HOUR),
      (UnitSpeed.milesPerHour, "mile-per-hour", UAMEASUNIT_SPEED_MILE_PER_HOUR),
      (UnitSpeed.knots, "knot", UAMEASUNIT_SPEED_KNOT),
      // UnitVolume
      (UnitVolume.megaliters, "megaliter", UAMEASUNIT_VOLUME_MEGALITER),
      (UnitVolume.kiloliters, "kiloliter", nil),
      (UnitVolume.liters, "liter", UAMEASUNIT_VOLUME_LITER),
      (UnitVolume.deciliters, "deciliter", UAMEASUNIT_VOLUME_DECILITER),
      (UnitVolume.centiliters, "centiliter", UAMEASUNIT_VOLUME_CENTILITER),
      (UnitVolume.milliliters, "milliliter", UAMEASUNIT_VOLUME_MILLILITER),
      (UnitVolume.cubicKilometers, "cubic-kilometer", UAMEASUNIT_VOLUME_CUBIC_KILOMETER),
      (UnitVolume.cubicMeters, "cubic-meter", UAMEASUNIT_VOLUME_CUBIC_METER),
      (UnitVolume.cubicDecimeters, "cubic-decimeter", nil),
      (UnitVolume.cubicCentimeters, "cubic-centimeter", UAMEASUNIT_VOLUME_CUBIC_CENTIMETER),
      (UnitVolume.cubicMillimeters, "cubic-millimeter", nil),
      (UnitVolume.cubicInches, "cubic-inch", UAMEASUNIT_VOLUME_CUBIC_INCH),
      (UnitVolume.cubicFeet, "cubic-foot", UAMEASUNIT_VOLUME_CUBIC_FOOT),
      (UnitVolume.cubicYards, "cubic-yard", UAMEASUNIT_VOLUME_CUBIC_YARD),
      (UnitVolume.cubicMiles, "cubic-mile", UAMEASUNIT_VOLUME_CUBIC_MILE),
      (UnitVolume.acreFeet, "acre-foot", UAMEASUNIT_VOLUME_ACRE_FOOT),
      (UnitVolume.bushels, "bushel", UAMEASUNIT_VOLUME_BUSHEL),
      (UnitVolume.teaspoons, "teaspoon", UAMEASUNIT_VOLUME_TEASPOON),
      (UnitVolume.tablespoons, "tablespoon", UAMEASUNIT_VOLUME_TABLESPOON),
      (UnitVolume.fluidOunces, "fluid-ounce", UAMEASUNIT_VOLUME_FLUID_OUNCE),
      (UnitVolume.cups, "cup", UAMEASUNIT_VOLUME_CUP),
      (UnitVolume.pints, "pint", UAMEASUNIT_VOLUME_PINT),
      (UnitVolume.quarts, "quart", UAMEASUNIT_VOLUME_QUART),
      (UnitVolume.gallons, "gallon", UAMEASUNIT_VOLUME_GALLON),
      (
        UnitVolume.imperialFluidOunces, "fluid-ounce-imperial",
        UAMEASUNIT_VOLUME_FLUID_OUNCE_IMPERIAL
      ),
      (UnitVolume.imperialQuarts, "quart-imperial", UAMEASUNIT_VOLUME_QUART_IMPERIAL),
      (UnitVolume.imperialGallons, "gallon-imperial", UAMEASUNIT_VOLUME_GALLON_IMPERIAL),
      (UnitVolume.metricCups, "cup-metric", UAMEASUNIT_VOLUME_CUP_METRIC),
      // UnitEnergy
      (UnitEnergy.kilojoules, "kilojoule", UAMEASUNIT_ENERGY_KILOJOULE),
      (UnitEnergy.joules, "joule", UAMEASUNIT_ENERGY_JOULE),
      (UnitEnergy.kilocalories, "kilocalorie", UAMEASUNIT_ENERGY_KILOCALORIE),
      (UnitEnergy.calories, "calorie", UAMEASUNIT_ENERGY_CALORIE),
      (UnitEnergy.kilowattHours, "kilowatt-hour", UAMEASUNIT_ENERGY_KILOWATT_HOUR),
      // UnitArea
      (UnitArea.squareMegameters, "square-megameter", nil),
      (UnitArea.squareKilometers, "square-kilometer", UAMEASUNIT_AREA_SQUARE_KILOMETER),
      (UnitArea.squareMeters, "square-meter", UAMEASUNIT_AREA_SQUARE_METER),
      (UnitArea.squareCentimeters, "square-centimeter", UAMEASUNIT_AREA_SQUARE_CENTIMETER),
      (UnitArea.squareMillimeters, "square-millimeter", nil),
      (UnitArea.squareMicrometers, "square-micrometer", nil),
      (UnitArea.squareNanometers, "square-nanometer", nil),
      (UnitArea.squareInches, "square-inch", UAMEASUNIT_AREA_SQUARE_INCH),
      (UnitArea.squareFeet, "square-foot", UAMEASUNIT_AREA_SQUARE_FOOT),
      (UnitArea.squareYards, "square-yard", UAMEASUNIT_AREA_SQUARE_YARD),
      (UnitArea.squareMiles, "square-mile", UAMEASUNIT_AREA_SQUARE_MILE),
      (UnitArea.acres, "acre", UAMEASUNIT_AREA_ACRE),
      (UnitArea.hectares, "hectare", UAMEASUNIT_AREA_HECTARE),
      // UnitPressure
      (UnitPressure.newtonsPerMetersSquared, "pascal", UAMEASUNIT_PRESSURE_PASCAL),
      (UnitPressure.gigapascals, "gigapascal", nil),
      (UnitPressure.megapascals, "megapascal", UAMEASUNIT_PRESSURE_MEGAPASCAL),
      (UnitPressure.kilopascals, "kilopascal", UAMEASUNIT_PRESSURE_KILOPASCAL),
      (UnitPressure.hectopascals, "hectopascal", UAMEASUNIT_PRESSURE_HECTOPASCAL),
      (UnitPressure.inchesOfMercury, "inch-ofhg", UAMEASUNIT_PRESSURE_INCH_HG),
      (UnitPressure.bars, "bar", UAMEASUNIT_PRESSURE_BAR),
      (UnitPressure.millibars, "millibar", UAMEASUNIT_PRESSURE_MILLIBAR),
      (
        UnitPressure.millimetersOfMercury, "millimeter-ofhg",
        UAMEASUNIT_PRESSURE_MILLIMETER_OF_MERCURY
      ),
      (
        UnitPressure.poundsForcePerSquareInch, "pound-force-per-square-inch",
        UAMEASUNIT_PRESSURE_POUND_PER_SQUARE_INCH
      ),
      // UnitFuelEfficiency
      (
        UnitFuelEfficiency.litersPer100Kilometers, "liter-per-100-kilometer",
        UAMEASUNIT_CONSUMPTION_LITER_PER_100_KILOMETERs
      ),
      (
        UnitFuelEfficiency.milesPerImperialGallon, "mile-per-gallon-imperial",
        UAMEASUNIT_CONSUMPTION_MILE_PER_GALLON_IMPERIAL
      ),
      (
        UnitFuelEfficiency.milesPerGallon, "mile-per-gallon", UAMEASUNIT_CONSUMPTION_MILE_PER_GALLON
      ),
    ]
  }
#endif
