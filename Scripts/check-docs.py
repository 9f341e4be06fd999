#!/usr/bin/env python3
"""Checks that every public symbol in Sources/ is documented.

Rules (the project's standard):
- Every public or open declaration (type, protocol, typealias, associated type, function,
  initializer, subscript, property, enum case of a public enum, requirement of a public protocol,
  member of a `public extension`) has a `///` doc comment directly above it; attributes such as
  `@inlinable` or `@discardableResult` may stand between the comment and the declaration.
- Every public function, initializer and subscript has a `- Complexity:` line in that comment.
  Properties need none (a trivial getter's "O(1)" tells nothing; a property that does real work
  says so in its own words), nor do enum cases, types, protocol requirements and conformance
  members that only restate their protocol (`description`, `debugDescription`,
  `errorDescription`, `==`, `<`, `hash(into:)`, `encode(to:)`, `init(from:)`).

Usage:
    Scripts/check-docs.py [--allow-file PATH]... [--list] [--max-public N] [ROOT]
    Scripts/check-docs.py --api-listing FILE [--write]

`--api-listing FILE` compares FILE with the listing of every module's public declarations (a
Markdown page, one section per folder of Sources, each declaration as written, nested under its
type or extension) and fails when they differ; with `--write` it writes FILE instead.

Prints one line per finding (`path:line: what: problem`) and exits with 1 when a finding lies
in a file not named by `--allow-file` (such findings are printed as "allowed" and do not fail).
`--list` also prints every public declaration found (to see what the checker sees). ROOT
defaults to the repository's `Sources` folder. Standard library only; a line-based scanner, not a
Swift parser, written for this code base's formatting (`swift format`).
"""
import argparse
import os
import re
import sys

MODIFIERS = (
    r"public|open|package|internal|fileprivate|private|"
    r"(?:public|internal|fileprivate|private|package)\(set\)|"
    r"static|class|final|mutating|nonmutating|override|convenience|required|nonisolated|"
    r"lazy|indirect|dynamic|weak|unowned|consuming|borrowing|distributed|prefix|postfix|infix"
)
ATTRIBUTE = r"@[A-Za-z_][\w.]*(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?"
DECLARATION = re.compile(
    r"^\s*(?P<attributes>(?:" + ATTRIBUTE + r"\s+)*)"
    r"(?P<modifiers>(?:(?:" + MODIFIERS + r")\s+)*)"
    r"(?P<keyword>func|init|subscript|var|let|struct|enum|class|actor|protocol|typealias|"
    r"associatedtype|extension|case)(?=[\s(<?!]|$)"
)
ATTRIBUTE_LINE = re.compile(r"^\s*(?:" + ATTRIBUTE + r"\s*)+$")
TYPE_KEYWORDS = {"struct", "enum", "class", "actor", "protocol", "extension"}
CALLABLE_KEYWORDS = {"func", "init", "subscript"}
# Members that only restate the protocol they satisfy: a one-line comment, no complexity.
LIST_DECLARATIONS = False
# Declarations written `public` or `open` (enum cases and protocol requirements, public with
# their type, are not counted): the size of a module's surface, as `--max-public` limits it.
EXPLICITLY_PUBLIC = 0
# The public declarations of the file being scanned, for `--api-listing`: (depth, signature,
# is_extension); an extension is listed only when it has public members.
API_ENTRIES = []
RESTATING = {"description", "debugDescription", "errorDescription", "==", "<", "hash(into:)", "encode(to:)", "init(from:)"}


def strip_code(line, state):
    """Returns `line` with comments and string contents blanked, and whether a multi-line
    string or block comment is still open (`state` is a dict carried across lines)."""
    out = []
    i = 0
    while i < len(line):
        if state.get("block"):
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"] = False
            i = end + 2
            continue
        if state.get("multiline"):
            end = line.find('"""', i)
            if end < 0:
                return "".join(out)
            state["multiline"] = False
            out.append('""')
            i = end + 3
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["block"] = True
            i += 2
            continue
        if line.startswith('"""', i):
            state["multiline"] = True
            i += 3
            continue
        char = line[i]
        if char == '"':
            # A one-line string: skip to its closing quote, honouring escapes and
            # interpolations (which may contain strings of their own).
            i += 1
            depth = 0
            while i < len(line):
                if line[i] == "\\" and i + 1 < len(line) and line[i + 1] == "(" and depth == 0:
                    depth = 1
                    i += 2
                    continue
                if depth:
                    if line[i] == "(":
                        depth += 1
                    elif line[i] == ")":
                        depth -= 1
                    i += 1
                    continue
                if line[i] == "\\":
                    i += 2
                    continue
                if line[i] == '"':
                    break
                i += 1
            out.append('""')
            i += 1
            continue
        out.append(char)
        i += 1
    return "".join(out)


def parameter_labels(text):
    """`init(from decoder: Decoder)` → `init(from:)`-style labels of the first parameter list."""
    text = text.replace("->", "  ")
    start = text.find("(")
    if start < 0:
        return None
    depth, end = 0, None
    for index in range(start, len(text)):
        if text[index] in "([<":
            depth += 1
        elif text[index] in ")]>":
            depth -= 1
            if depth == 0:
                end = index
                break
    if end is None:
        return None
    inner = text[start + 1 : end]
    parts, depth, current = [], 0, ""
    for char in inner:
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current)
    labels = []
    for part in parts:
        head = part.split(":", 1)[0].strip().split()
        labels.append((head[0] if head else "_") + ":")
    return "(" + "".join(labels) + ")"


class Scope:
    def __init__(self, kind, is_public=False, is_public_extension=False, is_protocol=False):
        self.kind = kind  # "type", "body" (function, accessor, closure, statement)
        self.is_public = is_public
        self.is_public_extension = is_public_extension
        self.is_protocol = is_protocol
        self.is_enum = False


def doc_comment_above(lines, index):
    """The `///` lines directly above line `index` (attributes may stand between), or None."""
    j = index - 1
    while j >= 0 and ATTRIBUTE_LINE.match(lines[j]):
        j -= 1
    comment = []
    while j >= 0 and lines[j].lstrip().startswith("///"):
        comment.append(lines[j])
        j -= 1
    if comment:
        return list(reversed(comment))
    if j >= 0 and lines[j].rstrip().endswith("*/"):
        block = []
        while j >= 0:
            block.append(lines[j])
            if lines[j].lstrip().startswith("/**"):
                return list(reversed(block))
            if lines[j].lstrip().startswith("/*"):
                return None
            j -= 1
    return None


def check_file(path):
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    findings = []
    stack = [Scope("type", is_public=True)]  # the file itself: top-level declarations
    state = {}
    pending = None  # the scope the next "{" opens
    for index, raw in enumerate(lines):
        in_string_or_comment = state.get("block") or state.get("multiline")
        code = strip_code(raw, state)
        match = None if in_string_or_comment else DECLARATION.match(code)
        top = stack[-1]
        if match and top.kind == "type":
            keyword = match.group("keyword")
            modifiers = match.group("modifiers").split()
            explicit = {m for m in modifiers if not m.endswith("(set)")}
            rest = code[match.end() :]
            declared_public = bool(explicit & {"public", "open"})
            implicitly_public = not explicit & {"private", "fileprivate", "internal", "package"} and (
                (top.is_protocol and top.is_public)
                or top.is_public_extension
                or (keyword == "case" and top.is_enum and top.is_public)
            )
            public = (declared_public and top.is_public) or implicitly_public
            if keyword == "case" and not top.is_enum:
                public = False
            scope = Scope("body")
            if keyword in TYPE_KEYWORDS:
                scope = Scope(
                    "type",
                    # Members of an extension are judged by their own modifiers.
                    is_public=public or keyword == "extension",
                    is_public_extension=keyword == "extension" and declared_public,
                    is_protocol=keyword == "protocol",
                )
                scope.is_enum = keyword == "enum"
                if keyword == "extension":
                    public = False  # an extension is documented by its members
            depth = sum(1 for scope in stack[1:] if scope.kind == "type")
            if keyword == "extension" or public:
                API_ENTRIES.append((depth, signature(lines, index), keyword == "extension"))
            if public and declared_public and keyword != "extension":
                global EXPLICITLY_PUBLIC
                EXPLICITLY_PUBLIC += 1
            if public:
                if LIST_DECLARATIONS:
                    print(f"{os.path.relpath(path)}:{index + 1}: {keyword} {rest.strip()[:60]}")
                findings += judge(path, lines, index, keyword, rest, code, top)
            pending = scope
        for char in code:
            if char == "{":
                stack.append(pending if pending else Scope("body"))
                pending = None
            elif char == "}":
                if len(stack) > 1:
                    stack.pop()
    return findings


def signature(lines, index):
    """The declaration at line `index` as written: its lines until the parentheses balance,
    joined, without a body or a trailing brace."""
    text = lines[index].strip()
    j = index
    while text.count("(") > text.count(")") and j + 1 < len(lines) and j < index + 12:
        j += 1
        text += " " + lines[j].strip()
    text = re.sub(r"\(\s+", "(", text)
    text = re.sub(r"\s+\)", ")", text)
    text = re.sub(r",\s*\)", ")", text)
    if text.endswith("{"):
        text = text[:-1].rstrip()
    # A computed property or a body on the same line: keep the declaration only.
    brace = text.find(" {")
    if brace > 0 and not text.startswith(("case ", "public case ")):
        text = text[:brace]
    return re.sub(r"\s+", " ", text)


def api_listing(sources):
    """The Markdown listing of every module's public declarations under `sources`."""
    out = [
        "# Public API",
        "",
        "Every public declaration of every module, as written, nested under its type or extension.",
        "Generated by `Scripts/check-docs.py --api-listing Guides/API.md --write`; the test command",
        "fails when this page and the sources differ. The Apple-only adapters (EncircleUIKit,",
        "EncircleSwiftUI, EncirclePencilKit) are listed from their sources, which Linux does not compile.",
    ]
    global API_ENTRIES
    for module in sorted(os.listdir(sources)):
        folder = os.path.join(sources, module)
        if not os.path.isdir(folder):
            continue
        entries = []
        for directory, _, files in sorted(os.walk(folder)):
            for name in sorted(files):
                if name.endswith(".swift"):
                    API_ENTRIES = []
                    check_file(os.path.join(directory, name))
                    entries += API_ENTRIES
        # Keep an extension only when a public declaration is nested in it.
        kept = []
        for position, (depth, text, is_extension) in enumerate(entries):
            if is_extension:
                following = entries[position + 1] if position + 1 < len(entries) else None
                if not following or following[0] <= depth:
                    continue
            kept.append((depth, text))
        count = sum(1 for _, text in kept if re.search(r"\b(public|open)\b", text))
        out += ["", f"## {module}", "", f"{count} declarations written `public`.", "", "```swift"]
        out += ["    " * depth + text for depth, text in kept]
        out += ["```"]
    return "\n".join(out) + "\n"


def judge(path, lines, index, keyword, rest, code, parent):
    """The findings for one public declaration at line `index`."""
    name_match = re.match(r"\s*([A-Za-z_`][\w`]*|[-+*/%<>=!&|^~?.]+)", rest)
    name = name_match.group(1) if name_match else ""
    # A signature may wrap: read a few lines on for the parameter labels.
    following = " ".join(line.strip() for line in lines[index + 1 : index + 8])
    if keyword == "init":
        name = "init" + (parameter_labels(code[code.find("init") :] + " " + following) or "")
    elif keyword == "func" and name not in ("==", "<"):
        text = code[code.find("func") :] + " " + following
        labels = parameter_labels(text[text.find(name) + len(name) :])
        name = name + (labels or "")
    what = name if keyword == "init" else f"{keyword} {name}".strip()
    comment = doc_comment_above(lines, index)
    if comment is None:
        return [(path, index + 1, what, "no doc comment")]
    needs_complexity = False
    base = name.split("(")[0]
    restating = name in RESTATING or base in RESTATING
    if keyword in CALLABLE_KEYWORDS:
        needs_complexity = not restating
    if needs_complexity and not any("- Complexity:" in line for line in comment):
        return [(path, index + 1, what, "no `- Complexity:` line")]
    return []


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("root", nargs="?", default=None, help="folder to scan (default: Sources)")
    parser.add_argument(
        "--allow-file",
        action="append",
        default=[],
        metavar="PATH",
        help="report findings in this file without failing (repeatable)",
    )
    parser.add_argument("--list", action="store_true", help="also list every public declaration found")
    parser.add_argument(
        "--max-public",
        type=int,
        metavar="N",
        help="fail when more than N declarations are written public or open under ROOT",
    )
    parser.add_argument("--api-listing", metavar="FILE", help="compare FILE with the public API listing")
    parser.add_argument("--write", action="store_true", help="with --api-listing: write FILE")
    arguments = parser.parse_args()
    if arguments.api_listing:
        repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        listing = api_listing(os.path.join(repository, "Sources"))
        if arguments.write:
            with open(arguments.api_listing, "w", encoding="utf-8") as handle:
                handle.write(listing)
            return 0
        try:
            with open(arguments.api_listing, encoding="utf-8") as handle:
                current = handle.read()
        except FileNotFoundError:
            current = None
        if current != listing:
            print(
                f"check-docs: {arguments.api_listing} is not the public API of Sources; "
                f"Scripts/check-docs.py --api-listing {arguments.api_listing} --write updates it",
                file=sys.stderr,
            )
            return 1
        print(f"check-docs: {arguments.api_listing} lists the public API")
        return 0
    global LIST_DECLARATIONS
    LIST_DECLARATIONS = arguments.list
    repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    root = arguments.root or os.path.join(repository, "Sources")
    allowed = {os.path.normpath(os.path.abspath(p)) for p in arguments.allow_file}
    for path in arguments.allow_file:
        if not os.path.isfile(path):
            print(f"check-docs: --allow-file {path}: no such file", file=sys.stderr)
            return 2

    findings = []
    for folder, _, files in sorted(os.walk(root)):
        for name in sorted(files):
            if name.endswith(".swift"):
                findings += check_file(os.path.join(folder, name))

    failing = 0
    for path, line, what, problem in findings:
        shown = os.path.relpath(path)
        if os.path.normpath(os.path.abspath(path)) in allowed:
            print(f"{shown}:{line}: {what}: {problem} (allowed)")
        else:
            print(f"{shown}:{line}: {what}: {problem}")
            failing += 1
    allowed_count = len(findings) - failing
    print(f"check-docs: {failing} finding(s)" + (f", {allowed_count} allowed" if allowed_count else ""))
    if arguments.max_public is not None:
        print(f"check-docs: {EXPLICITLY_PUBLIC} public declarations (at most {arguments.max_public})")
        if EXPLICITLY_PUBLIC > arguments.max_public:
            return 1
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
