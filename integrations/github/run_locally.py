#!/usr/bin/env python3
"""Runs action.yml's steps on this machine the way a GitHub runner runs a composite action.

Usage: run_locally.py ACTION_DIR [NAME=VALUE ...]   (inputs; the others take their defaults)

Each `run:` step runs with its shell, its `env:` and `${{ ... }}` expressions filled in; the
outputs a step writes to $GITHUB_OUTPUT are what later steps read as `steps.ID.outputs.NAME`.
A `uses:` step (the SARIF upload) needs GitHub itself: it is listed as skipped. The exit status
is the first failing step's, as on a runner. Needs PyYAML (pre-commit brings it).
Prints one line per step: "step: NAME: ran (exit N)" or "step: NAME: skipped (why)".
"""
import os
import re
import subprocess
import sys
import tempfile

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def evaluate(expression, context):
    """The expressions action.yml uses: a name, or `name == 'literal'`."""
    comparison = re.fullmatch(r"(\S+)\s*==\s*'([^']*)'", expression)
    if comparison:
        return "true" if lookup(comparison.group(1), context) == comparison.group(2) else "false"
    return lookup(expression, context)


def lookup(name, context):
    parts = name.split(".")
    value = context
    for part in parts:
        if not isinstance(value, dict) or part not in value:
            raise SystemExit(f"run_locally: unknown expression '{name}'")
        value = value[part]
    return value


def fill(text, context):
    return EXPRESSION.sub(lambda match: str(evaluate(match.group(1), context)), str(text))


def read_outputs(path):
    outputs = {}
    with open(path, encoding="utf-8") as file:
        for line in file:
            name, separator, value = line.rstrip("\n").partition("=")
            if separator:
                outputs[name] = value
    return outputs


def main(arguments):
    if not arguments:
        raise SystemExit(__doc__)
    action_dir = os.path.abspath(arguments[0])
    with open(os.path.join(action_dir, "action.yml"), encoding="utf-8") as file:
        action = yaml.safe_load(file)
    if action["runs"]["using"] != "composite":
        raise SystemExit("run_locally: only composite actions")
    inputs = {name: str(spec.get("default", "")) for name, spec in action.get("inputs", {}).items()}
    for assignment in arguments[1:]:
        name, separator, value = assignment.partition("=")
        if not separator or name not in inputs:
            raise SystemExit(f"run_locally: '{assignment}' is not NAME=VALUE for one of {', '.join(inputs)}")
        inputs[name] = value
    context = {"inputs": inputs, "github": {"action_path": action_dir}, "steps": {}}
    work = tempfile.mkdtemp(prefix="ellipsis-action-")
    summary = os.path.join(work, "summary.md")
    failed = 0
    for number, step in enumerate(action["runs"]["steps"]):
        name = step.get("name", f"step {number + 1}")
        if failed:
            print(f"step: {name}: skipped (an earlier step failed)")
            continue
        if "if" in step and fill(step["if"], context) in ("false", ""):
            print(f"step: {name}: skipped (if is false)")
            continue
        if "uses" in step:
            print(f"step: {name}: skipped (uses {step['uses']}, which needs GitHub)")
            continue
        if step.get("shell") != "bash":
            raise SystemExit(f"run_locally: step '{name}' has shell {step.get('shell')}; only bash")
        output = os.path.join(work, f"output-{number}")
        open(output, "w").close()
        environment = dict(os.environ, GITHUB_OUTPUT=output, GITHUB_STEP_SUMMARY=summary,
                           GITHUB_ACTION_PATH=action_dir)
        environment.update({key: fill(value, context) for key, value in step.get("env", {}).items()})
        sys.stdout.flush()
        status = subprocess.run(["bash", "-e", "-c", fill(step["run"], context)], env=environment).returncode
        print(f"step: {name}: ran (exit {status})")
        if "id" in step:
            context["steps"][step["id"]] = {"outputs": read_outputs(output)}
        failed = status
    for name, spec in action.get("outputs", {}).items():
        try:
            print(f"output: {name}={fill(spec['value'], context)}")
        except SystemExit:
            print(f"output: {name}=")
    if os.path.exists(summary):
        with open(summary, encoding="utf-8") as file:
            for line in file:
                print(f"summary: {line.rstrip()}")
    return failed


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
