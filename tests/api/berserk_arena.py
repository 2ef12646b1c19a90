"""An arena through berserk's `tournaments` calls (lichess's Python client), against our
server with only its base URL changed: a player creates an arena, four join, each reads
their game from the event stream, White resigns every game, and the standings, the
results and the games are what the arena's rules give.

    python berserk_arena.py BASE_URL
"""
import secrets
import sys

import berserk
import requests

BASE = sys.argv[1]
SCOPES = ["tournament:write", "board:play", "challenge:read"]


def client_for(name):
    password = "berserk " + secrets.token_hex(8)
    web = requests.Session()
    made = web.post(f"{BASE}/api/account", json={"username": name, "password": password})
    assert made.status_code == 201, made.text
    body = {"description": "berserk", "scopes": SCOPES, "password": password}
    token = web.post(f"{BASE}/api/account/tokens", json=body)
    assert token.status_code == 201, token.text
    return berserk.Client(session=berserk.TokenSession(token.json()["token"]), base_url=BASE)


def main():
    names = ["Arena_" + secrets.token_hex(3) for _ in range(4)]
    clients = [client_for(name) for name in names]
    arena = clients[0].tournaments.create_arena(clockTime=3, clockIncrement=2, minutes=30, name="Berserk",
                                                wait_minutes=0, variant="allmer", rated=True)
    assert arena["fullName"] == "Berserk Arena" and arena["variant"]["key"] == "allmer", arena
    assert any(a["id"] == arena["id"] for a in clients[1].tournaments.get()["started"])
    for client in clients:
        client.tournaments.join_arena(arena["id"])

    # Each player's game arrives on their event stream; White resigns.
    games = {}
    for client in clients:
        stream = client.board.stream_incoming_events()
        event = next(e for e in stream if e["type"] == "gameStart")
        games.setdefault(event["game"]["gameId"], []).append((client, event["game"]["color"]))
        stream.close()
    assert len(games) == 2, games
    for game_id, seats in games.items():
        white = next(client for client, color in seats if color == "white")
        white.board.resign_game(game_id)

    # Two wins of 2 points, two losses of none.
    standing = clients[2].tournaments.get_tournament(arena["id"])["standing"]["players"]
    scores = sorted(p["score"] for p in standing)
    assert scores == [0, 0, 2, 2], standing
    clients[0].tournaments.terminate_arena(arena["id"])
    results = list(clients[3].tournaments.stream_results(arena["id"]))
    assert [r["rank"] for r in results] == [1, 2, 3, 4], results
    assert sorted(r["score"] for r in results) == [0, 0, 2, 2], results
    exported = list(clients[1].tournaments.export_arena_games(arena["id"]))
    assert {g["id"] for g in exported} >= set(games), exported
    print(f"arena {arena['id']}: 4 players, {len(exported)} games, scores {scores}")


main()
