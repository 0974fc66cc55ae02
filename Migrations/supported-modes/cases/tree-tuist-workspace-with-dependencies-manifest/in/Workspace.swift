import ProjectDescription

let workspace = Workspace(name: "Garden", projects: ["Projects/*"])
