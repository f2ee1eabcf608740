"""docs/protocol.md and the code agree: every JSON example validates against the model
it names, every model, route, message type and error code of the code is documented,
and the schema served is the one generated from the models."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest
from fastapi.routing import APIRoute, APIWebSocketRoute

from bang.server.app import create_app
from bang.server.models import MODELS, ErrorCode, json_schema
from bang.server.storage import open_sqlite

DOC = (Path(__file__).resolve().parents[2] / "docs" / "protocol.md").read_text(
    encoding="utf-8")
EXAMPLES = re.findall(r"<!-- model: (\w+) -->\s*```json\n(.*?)```", DOC, re.S)


def test_the_document_has_examples() -> None:
    assert len(EXAMPLES) >= 20


@pytest.mark.parametrize(("name", "example"), EXAMPLES,
                         ids=[f"{i}-{n}" for i, (n, _) in enumerate(EXAMPLES)])
def test_every_example_validates_against_its_model(name: str, example: str) -> None:
    MODELS[name].model_validate_json(example)


def test_every_model_has_an_example_or_a_mention() -> None:
    shown = {name for name, _ in EXAMPLES}
    # shown inside other examples
    nested = {"HumanSeat", "BotSeat", "SeatInfo", "RuleInForce", "DecisionClock",
              "TakeoverClock", "Deadlines", "ReplayStep", "Traffic", "ListedSeat",
              "ListedMatch", "StorageHealth", "LimitsInForce", "RatingInfo", "HistoryMatch",
              "RoleWins", "BoardRow", "SeatProof"}
    for name in nested:
        assert name in MODELS
    assert set(MODELS) - shown - nested == set()


def test_every_route_is_documented() -> None:
    app = create_app(open_sqlite(":memory:"))
    for route in app.routes:
        if isinstance(route, APIRoute) and route.include_in_schema:
            for method in route.methods:
                path = route.path.replace("{match_id}", "{id}")
                assert f"`{method} {path}" in DOC, f"{method} {path} is not in the docs"
        elif isinstance(route, APIWebSocketRoute):
            assert "`GET " + route.path.replace("{match_id}", "{id}") + "`" in DOC


def test_every_error_code_and_message_type_is_documented() -> None:
    for code in typing.get_args(ErrorCode):
        assert f"| `{code}` |" in DOC, code
    for name, model in MODELS.items():
        field = model.model_fields.get("type")
        if field is not None:
            (kind,) = typing.get_args(field.annotation)
            assert f'"type": "{kind}"' in DOC, name


def test_the_schema_is_generated_from_the_models() -> None:
    schema = json_schema()
    assert set(MODELS) <= set(schema["$defs"])
    act = schema["$defs"]["Act"]
    assert act["additionalProperties"] is False
    assert set(act["required"]) == {"type", "decision", "action"}
