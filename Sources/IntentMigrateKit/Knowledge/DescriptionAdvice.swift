/// What Apple asks descriptions to spell out, as data: the parameter types whose values need a range, a unit or a
/// format, and the words that show a description gives one.
/// Source: the Siri AI developer guide (docs/sources.md), "3. Describe intents and parameters" ("Spell out formats, ranges,
/// and units: “from 1 to 12”, “in the restaurant’s local time zone”, “a 3-letter airport code”").
package enum DescriptionAdvice {
    /// Numbers: a count, an amount or a measure whose range or unit Siri has to know.
    package static let numericTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Decimal", "TimeInterval", "NSNumber",
    ]
    /// Dates and times: their time zone, precision or format.
    package static let dateTypes: Set<String> = ["Date", "DateComponents"]
    /// Measurements (`Measurement<UnitLength>`): the unit is in the value, the range is not.
    package static let measurementTypes: Set<String> = ["Measurement", "IntentCurrencyAmount", "Duration"]

    /// Words that name a range, a unit, a format or a count. A digit anywhere counts too.
    package static let rangeUnitFormatWords: Set<String> = [
        // Ranges and limits.
        "from", "between", "range", "minimum", "maximum", "min", "max", "limit", "negative", "positive",
        "percent", "percentage", "fraction", "ratio", "decimal", "integer", "whole",
        // Counts.
        "number", "count", "many", "much",
        // Units of time.
        "millisecond", "milliseconds", "second", "seconds", "minute", "minutes", "hour", "hours", "day", "days",
        "week", "weeks", "month", "months", "year", "years",
        // Units of length, mass, volume, energy, temperature, speed, data, money.
        "millimeter", "millimeters", "centimeter", "centimeters", "meter", "meters", "metre", "metres", "kilometer", "kilometers",
        "mm", "cm", "km", "mile", "miles", "feet", "foot", "inch", "inches", "yard", "yards",
        "gram", "grams", "kilogram", "kilograms", "kg", "lb", "lbs", "pound", "pounds", "ounce", "ounces", "oz",
        "liter", "liters", "litre", "litres", "ml", "gallon", "gallons", "cup", "cups",
        "calorie", "calories", "kcal", "joule", "joules", "watt", "watts", "kwh",
        "degree", "degrees", "celsius", "fahrenheit", "kelvin", "bpm", "mph", "kph",
        "byte", "bytes", "kb", "mb", "gb", "pixel", "pixels", "px", "point", "points",
        "dollar", "dollars", "euro", "euros", "cent", "cents", "currency",
        // Formats and time zones.
        "format", "formatted", "iso", "utc", "gmt", "zone", "timezone", "local", "yyyy",
    ]
}
