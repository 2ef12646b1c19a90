"""schemathesis against the server's own OpenAPI document, signed in.

An account is made (its session cookie) and a personal API token, so that the requests
behind a sign-in are tried too; then a short, seeded run of every operation but the
endless streams, the WebSocket and signing out (which would end the run's session).
Checks: no server error, and every answer's status, content type and body as the
document says. Exits non-zero on any failure.

Usage: schema_run.py BASE_URL SCHEMATHESIS [EXAMPLES]  (10 by default: the test
command's short run; a long run, a benchmark, gives more)
"""

import json
import subprocess
import sys
import urllib.request

base, schemathesis = sys.argv[1], sys.argv[2]
examples = sys.argv[3] if len(sys.argv) > 3 else "10"
password = "schemathesis's own long pass phrase 71"


def post(path, body, headers=None):
    request = urllib.request.Request(
        base + path,
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json", "Origin": base, **(headers or {})},
    )
    with urllib.request.urlopen(request) as answer:
        return answer.headers, json.load(answer)


headers, _ = post("/api/account", {"username": "schema-runner", "password": password})
cookie = headers["Set-Cookie"].split(";")[0]
scopes = ["challenge:read", "challenge:write", "board:play", "tournament:write"]
_, created = post(
    "/api/account/tokens",
    {"description": "schemathesis", "scopes": scopes, "password": password},
    {"Cookie": cookie},
)
command = [
    schemathesis, "run", base + "/api/openapi.json",
    "-H", "Authorization: Bearer " + created["token"],
    "-H", "Cookie: " + cookie,
    "-H", "Origin: " + base,
    "--checks", "not_a_server_error,status_code_conformance,content_type_conformance,"
    "response_schema_conformance",
    "-n", examples, "--seed", "1",
    "--exclude-path-regex", "stream|/socket$|/api/board/seek",
    "--exclude-operation-id", "deleteApiSession",
    "--exclude-operation-id", "deleteApiSessions",
    "--request-timeout", "5",
    "--no-color",
]
run = subprocess.run(command, capture_output=True, text=True)
summary = run.stdout[run.stdout.find("=== SUMMARY"):] if "=== SUMMARY" in run.stdout else run.stdout
print(summary.strip() if run.returncode == 0 else run.stdout + run.stderr)
sys.exit(run.returncode)
