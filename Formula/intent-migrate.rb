# Homebrew formula. The repository is its own tap:
#   brew tap intent-migrate/intent-migrate <git URL of this repository>
#   brew install --HEAD intent-migrate
# (the head is the tap's own clone, the git repository this file lives in). No release is tagged yet, so there is
# no stable url/sha256: --HEAD is required.
class IntentMigrate < Formula
  desc "Migrates App Intents code for Siri: tools, schemas, descriptions, supportedModes, thrown errors"
  # The project has no public address yet: home and head are the repository this file lives in.
  homepage "file://#{File.expand_path("..", __dir__)}"
  head "file://#{File.expand_path("..", __dir__)}", using: :git, branch: "main"

  depends_on "pcre2"
  depends_on xcode: ["16.3", :build]
  depends_on macos: :sonoma

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "intent-migrate"
    bin.install ".build/release/intent-migrate"
  end

  test do
    (testpath/"Shuffle.swift").write <<~SWIFT
      import AppIntents

      struct ShuffleIntent: AppIntent {
          static let title: LocalizedStringResource = "Shuffle"
          func perform() async throws -> some IntentResult { .result() }
      }
    SWIFT
    # An unmigrated intent fails check (status 1) and is named.
    assert_match "mark ShuffleIntent as a tool", shell_output("#{bin}/intent-migrate check #{testpath} --floor iOS=27.3", 1)
    assert_match "intent-migrate", shell_output("#{bin}/intent-migrate --version")
  end
end
