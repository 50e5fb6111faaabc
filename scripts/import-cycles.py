#!/usr/bin/env python3
"""Import circles between the files of each crate.

A file imports another when it names an item through a path that resolves to the other
file's module: `use crate::games::Outcome`, `super::Step`, `blackjack::hand::value` after
`use crate::games::blackjack`. A path counts for the longest module it names, so
`crate::games::blackjack::window::Window` is an import of games/blackjack/window.rs, not of
games/mod.rs. `mod` declarations are not imports (a parent holds its children).

Test code (`#[cfg(test)]` modules, inline or in their own files) is left out unless
`--tests` is given: the in-crate tests drive the table, which holds every game.

Prints, per crate, the strongly connected components of more than one file, largest first.
Exits 1 when a crate has one.

    scripts/import-cycles.py [--tests] [--verbose] [CRATE_DIR ...]

Without CRATE_DIR, every crate under crates/ and services/ (and tests/).
"""

import os
import re
import sys

TOKEN = re.compile(
    r"""(?P<ident>r\#[A-Za-z_]\w*|[A-Za-z_]\w*)|(?P<path>::)|(?P<punct>[{};,*#\[\]()!])|(?P<other>\S)"""
)


def strip(text):
    """The source without comments, strings and character literals."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif c == "r" and re.match(r'r#*"', text[i:]) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            hashes = re.match(r"r(#*)\"", text[i:]).group(1)
            end = text.find('"' + hashes, i + 2 + len(hashes))
            out.append('""')
            i = n if end < 0 else end + 1 + len(hashes)
        elif c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
            out.append('""')
            i += 1
        elif c == "'":
            m = re.match(r"'(\\.[^']*|[^'\\])'", text[i:])
            if m:
                out.append("' '")
                i += len(m.group(0))
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def tokens(text):
    return [m.group(0) for m in TOKEN.finditer(strip(text))]


def module_of(src, path):
    rel = os.path.relpath(path, src)[: -len(".rs")].split(os.sep)
    if rel[-1] == "mod" or (len(rel) == 1 and rel[0] in ("lib", "main")):
        rel = rel[:-1]
    return tuple(rel)


def use_trees(toks, i):
    """Expands the use tree starting at toks[i]; returns (paths, index after `;`)."""

    def tree(i, prefix):
        paths, path = [], list(prefix)
        while True:
            t = toks[i]
            if t == "{":
                i += 1
                while toks[i] != "}":
                    sub, i = tree(i, path)
                    paths.extend(sub)
                    if toks[i] == ",":
                        i += 1
                return paths, i + 1
            if t == "*":
                paths.append((tuple(path), None))
                return paths, i + 1
            if t == "::":
                i += 1
                continue
            path.append(t)
            i += 1
            if toks[i] == "as":
                paths.append((tuple(path), toks[i + 1]))
                return paths, i + 2
            if toks[i] != "::":
                paths.append((tuple(path), path[-1]))
                return paths, i

    paths, i = tree(i, [])
    while toks[i] != ";":
        i += 1
    return paths, i + 1


class Crate:
    def __init__(self, src):
        self.src = src
        self.files = {}  # file -> module path
        self.modules = {}  # module path -> file
        self.test_files = set()
        for root, _, names in os.walk(src):
            for name in names:
                if name.endswith(".rs"):
                    path = os.path.join(root, name)
                    module = module_of(src, path)
                    self.files[path] = module
                    self.modules.setdefault(module, path)
        self.toks = {path: tokens(open(path, encoding="utf-8").read()) for path in self.files}
        self.find_inline_and_test_modules()

    def find_inline_and_test_modules(self):
        for path, toks in self.toks.items():
            stack = [self.files[path]]
            depth_of = []
            depth = 0
            cfg_test = False
            for i, t in enumerate(toks):
                if t == "#" and toks[i + 1 : i + 6] == ["[", "cfg", "(", "test", ")"]:
                    cfg_test = True
                if t == "mod" and i + 2 < len(toks) and toks[i + 2] in ("{", ";"):
                    module = stack[-1] + (toks[i + 1],)
                    if toks[i + 2] == "{":
                        self.modules.setdefault(module, path)
                        stack.append(module)
                        depth_of.append(depth)
                    elif cfg_test:
                        for file, m in self.files.items():
                            if m[: len(module)] == module:
                                self.test_files.add(file)
                    cfg_test = False
                elif t in ("fn", "struct", "enum", "impl", "use", "const", "static", "trait", "type"):
                    cfg_test = False
                if t == "{":
                    depth += 1
                elif t == "}":
                    depth -= 1
                    if depth_of and depth == depth_of[-1]:
                        depth_of.pop()
                        stack.pop()
        # a test-only file's own submodules are test-only too
        changed = True
        while changed:
            changed = False
            for file, module in self.files.items():
                if file in self.test_files:
                    continue
                if any(
                    self.files[t] == module[: len(self.files[t])] and len(self.files[t]) < len(module)
                    for t in self.test_files
                ):
                    self.test_files.add(file)
                    changed = True

    def resolve(self, here, path, aliases):
        """The absolute path of `path` written in module `here`, or None if outside the crate."""
        first, rest = path[0], list(path[1:])
        if first == "crate":
            base = []
        elif first == "self":
            base = list(here)
        elif first == "super":
            base = list(here[:-1])
            while rest and rest[0] == "super":
                base, rest = base[:-1], rest[1:]
        elif here + (first,) in self.modules:
            base = list(here) + [first]
        elif first in aliases:
            base = list(aliases[first])
        else:
            return None
        return tuple(base + rest)

    def target(self, absolute):
        for n in range(len(absolute), -1, -1):
            if absolute[:n] in self.modules:
                return self.modules[absolute[:n]]
        return None

    def edges(self, with_tests):
        graph = {}
        for path, toks in self.toks.items():
            if path in self.test_files and not with_tests:
                continue
            out = graph.setdefault(path, {})
            stack = [self.files[path]]
            depth_of, depth = [], 0
            aliases = {}
            skip_to = None  # depth at which a skipped #[cfg(test)] block ends
            cfg_test = False
            i = 0
            while i < len(toks):
                t = toks[i]
                if t == "#" and toks[i + 1 : i + 6] == ["[", "cfg", "(", "test", ")"]:
                    cfg_test = True
                if t == "{":
                    depth += 1
                elif t == "}":
                    depth -= 1
                    if skip_to is not None and depth == skip_to:
                        skip_to = None
                    if depth_of and depth == depth_of[-1]:
                        depth_of.pop()
                        stack.pop()
                if skip_to is not None:
                    i += 1
                    continue
                if t == "mod" and i + 2 < len(toks) and toks[i + 2] == "{":
                    if cfg_test and not with_tests:
                        skip_to = depth
                    stack.append(stack[-1] + (toks[i + 1],))
                    depth_of.append(depth)
                    cfg_test = False
                    i += 2
                    continue
                if t in ("fn", "struct", "enum", "impl", "const", "static", "trait", "type", "mod"):
                    cfg_test = False
                here = stack[-1]
                if t == "use" and i + 1 < len(toks):
                    if cfg_test and not with_tests:
                        _, i = use_trees(toks, i + 1)
                        cfg_test = False
                        continue
                    paths, i = use_trees(toks, i + 1)
                    for used, alias in paths:
                        if used and used[-1] == "self":
                            used, alias = used[:-1], alias if alias != "self" else used[-2]
                        absolute = self.resolve(here, used, aliases)
                        if absolute is None:
                            continue
                        if alias and absolute in self.modules:
                            aliases[alias] = absolute
                        self.add(out, path, absolute, " ".join(used))
                    cfg_test = False
                    continue
                if TOKEN.match(t).group("ident") and i + 1 < len(toks) and toks[i + 1] == "::":
                    if i > 0 and toks[i - 1] == "::":
                        i += 1
                        continue
                    path_parts = [t]
                    j = i + 1
                    while j + 1 < len(toks) and toks[j] == "::" and TOKEN.match(toks[j + 1]).group("ident"):
                        path_parts.append(toks[j + 1])
                        j += 2
                    absolute = self.resolve(here, tuple(path_parts), aliases)
                    if absolute is not None:
                        self.add(out, path, absolute, "::".join(path_parts))
                    i = j
                    continue
                i += 1
        return graph

    def add(self, out, path, absolute, how):
        file = self.target(absolute)
        if file and file != path:
            out.setdefault(file, how)


def components(graph):
    """Tarjan's strongly connected components."""
    index, low, on, stack, result = {}, {}, set(), [], []
    counter = [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, {}):
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            result.append(component)

    for v in graph:
        if v not in index:
            visit(v)
    return result


def main(argv):
    with_tests = "--tests" in argv
    verbose = "--verbose" in argv
    dirs = [a for a in argv if not a.startswith("--")]
    if not dirs:
        dirs = sorted(
            os.path.join(top, name)
            for top in ("crates", "services")
            if os.path.isdir(top)
            for name in os.listdir(top)
        )
    found = False
    for crate in dirs:
        src = os.path.join(crate, "src")
        if not os.path.isdir(src):
            continue
        c = Crate(src)
        graph = c.edges(with_tests)
        cycles = sorted((sorted(comp) for comp in components(graph) if len(comp) > 1), key=len, reverse=True)
        for comp in cycles:
            found = True
            print(f"{crate}: {len(comp)} files in one circle")
            for file in comp:
                rel = os.path.relpath(file, src)
                print(f"  {rel}")
                if verbose:
                    for to, how in sorted(graph[file].items()):
                        if to in comp:
                            print(f"      -> {os.path.relpath(to, src)}  ({how})")
    if not found:
        print("no import circle")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
