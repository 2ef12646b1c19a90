"""A bot written for lichess, with berserk (lichess's Python client), against our server:
only the base URL changes. It makes an account and a token (our own requests: lichess
makes tokens on its website), upgrades to a bot, challenges House-Normal in each of the
four games, plays from the bot stream and resigns, then exports the games.

    python berserk_bot.py BASE_URL PYRAMID_CLI
"""
import json
import secrets
import subprocess
import sys

import berserk
import requests

BASE, PYRAMID = sys.argv[1], sys.argv[2]
GAMES = ["pyramida", "chase", "pyraos", "allmer"]


def legal(game, moves):
    """The legal moves after `moves`, from our command line."""
    position = subprocess.run([PYRAMID, "play", game, *moves], check=True, capture_output=True, text=True)
    position = position.stdout.splitlines()[0]
    listed = subprocess.run([PYRAMID, "moves", game, position], check=True, capture_output=True, text=True)
    return listed.stdout.split()


def token_for(name, password):
    web = requests.Session()
    made = web.post(f"{BASE}/api/account", json={"username": name, "password": password})
    assert made.status_code == 201, made.text
    body = {"description": "berserk", "scopes": ["bot:play", "challenge:read", "challenge:write"], "password": password}
    token = web.post(f"{BASE}/api/account/tokens", json=body)
    assert token.status_code == 201, token.text
    return token.json()["token"]


def main():
    name = "Berserk_" + secrets.token_hex(3)
    token = token_for(name, "berserk " + secrets.token_hex(8))
    client = berserk.Client(session=berserk.TokenSession(token), base_url=BASE)
    client.account.upgrade_to_bot()
    me = client.account.get()
    assert me["username"] == name and me.get("title") == "BOT", me
    assert client.users.get_public_data("House-Normal")["title"] == "BOT"

    events = client.bots.stream_incoming_events()
    played = []
    for game in GAMES:
        challenge = client.challenges.create("House-Normal", rated=False, clock_limit=60, clock_increment=1,
                                             variant=game, color="white")
        assert challenge["variant"]["key"] == game, challenge
        for event in events:
            if event["type"] == "gameStart":
                game_id = event["game"]["gameId"]
                break
        stream = client.bots.stream_game_state(game_id)
        full = next(stream)
        assert full["type"] == "gameFull" and full["white"]["name"] == name, full
        # Two moves of ours (the first legal one), the house bot's answers between; whose
        # turn it is, the public state says (a side may move twice in some of our games).
        state, ours = full["state"], 0
        while ours < 2 and state["status"] == "started":
            view = requests.get(f"{BASE}/api/games/{game_id}").json()
            # Read on to the state that has every move the public state had (and ours).
            seen = len(view["moves"])
            if view["turn"] == "white":
                client.bots.make_move(game_id, legal(game, view["moves"])[0])
                ours += 1
                seen += 1
            for line in stream:
                if line["type"] == "gameState":
                    state = line
                    if len(state["moves"].split()) >= seen or state["status"] != "started":
                        break
        # Resigned, unless the game ends by its rules first (House-Normal may mate in four:
        # its move can come between our reading and our resignation).
        ended = state["status"]
        if ended == "started":
            try:
                client.bots.resign_game(game_id)
            except berserk.exceptions.ResponseError as refused:
                assert "game is over" in str(refused), refused
            for line in stream:
                if line["type"] == "gameState" and line["status"] != "started":
                    resigned = line["status"] == "resign"
                    assert line["winner"] == "black", line
                    ended = "resigned" if resigned else line["status"]
                    break
        for event in events:
            if event["type"] == "gameFinish" and event["game"]["gameId"] == game_id:
                break
        played.append(game_id)
        print(f"{game}: game {game_id}, {len(state['moves'].split())} moves, then {ended}")

    exported = list(client.games.export_by_player(name, max=10))
    assert sorted(g["id"] for g in exported) == sorted(played), exported
    assert all(g["status"] != "started" for g in exported), exported
    one = client.games.export(played[0])
    assert one["players"]["black"]["user"]["name"] == "House-Normal", one
    print(f"exported {len(exported)} games: {json.dumps(sorted(g['variant'] for g in exported))}")


main()
