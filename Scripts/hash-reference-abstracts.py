#!/usr/bin/env python3
"""Turns reference documentation into the hashed sentence list that AbstractCopyTests reads.

Usage: Scripts/hash-reference-abstracts.py OUT PATH...

Each PATH is a folder of documentation pages in Markdown (the abstract is the paragraph under a
page's "# " title or under a "See Also" entry's `declaration` line) or a folder of Swift sources
(the first sentence of each `///` comment). The output keeps no text: each sentence becomes a line
of six-hex-digit word hashes, so the test can find a copy, or a copy with a few words changed,
without the project holding anyone else's sentences. The normalisation and the hash must stay
the same as `ReferenceSentences.normalisedWords` and `wordHash` in the test.
"""

import os
import re
import sys

MINIMUM_WORDS = 5


def words(sentence):
    text = sentence.lower()
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = text.replace("\u2019", "").replace("\u2018", "").replace("'", "")
    text = re.sub(r"[^a-z0-9]+", " ", text)
    return text.split()


def word_hash(word):
    value = 0x811C9DC5
    for byte in word.encode("utf-8"):
        value ^= byte
        value = (value * 0x01000193) & 0xFFFFFFFF
    return "%06x" % (value & 0xFFFFFF)


def sentences(paragraph):
    return re.split(r"(?<=[.!?])\s+(?=[A-Z`])", paragraph.strip())


def is_prose(paragraph):
    first = paragraph.lstrip()
    if not first or not first[0].isalpha():
        return False
    if re.match(r"^(iOS|iPadOS|macOS|Mac Catalyst|tvOS|watchOS|visionOS) \d", first):
        return False
    return not first.startswith("Available when")


def markdown_abstracts(text):
    paragraphs = [p for p in re.split(r"\n\s*\n", text) if p.strip()]
    previous = ""
    for paragraph in paragraphs:
        joined = " ".join(line.strip() for line in paragraph.splitlines())
        heading = previous.startswith("# ") or (
            previous.startswith("`") and previous.endswith("`") and "\n" not in previous)
        if heading and is_prose(joined):
            yield joined
        previous = joined


def swift_abstracts(text):
    comment = []
    for line in text.splitlines() + [""]:
        stripped = line.strip()
        if stripped.startswith("///"):
            comment.append(stripped[3:].strip())
            continue
        if comment:
            paragraph = []
            for part in comment:
                if not part:
                    break
                paragraph.append(part)
            summary = " ".join(paragraph)
            if is_prose(summary):
                yield summary
            comment = []


def main():
    out, roots = sys.argv[1], sys.argv[2:]
    lines = set()
    for root in roots:
        for folder, _, files in os.walk(root):
            for name in files:
                path = os.path.join(folder, name)
                if name.endswith(".md"):
                    abstracts = markdown_abstracts
                elif name.endswith(".swift"):
                    abstracts = swift_abstracts
                else:
                    continue
                with open(path, encoding="utf-8", errors="replace") as handle:
                    for abstract in abstracts(handle.read()):
                        for sentence in sentences(abstract):
                            tokens = words(sentence)
                            if len(tokens) >= MINIMUM_WORDS:
                                lines.add("".join(word_hash(w) for w in tokens))
    with open(out, "w", encoding="utf-8") as handle:
        handle.write("# Hashed reference sentences: Scripts/hash-reference-abstracts.py\n")
        for line in sorted(lines):
            handle.write(line + "\n")
    print(f"{len(lines)} sentences -> {out}")


if __name__ == "__main__":
    main()
