import AppIntents

/// Writes `Skills.skillsbundle/Skills/Flight_Add/SKILL.md` (not a skill: a Swift file is never checked as one).
struct SkillWriter {
    let frontmatter = """
    ---
    name: Flight_Add
    license: MIT
    ---
    Call GetWeatherIntent.
    """
}
