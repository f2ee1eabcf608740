"""The Chinese game terms, and the other names players use for them.

The seeds (the Chinese rule texts players learned from) are the reference: one term per
card in both scripts, the 简体 form the 繁體 one converted character by character
(閃避/闪避, 雜貨鋪/杂货铺, 格林機關槍/格林机关枪, 印第安人).  A test checks that the
catalogues use exactly these terms and that every pair converts with
:data:`TO_SIMPLIFIED`.

:data:`ALIASES` holds, per language, the other common names of each card, role and die
face, so ``help 酒桶`` or ``help miss`` finds the right entry.

Dodge City (Part E): no Chinese edition of the expansion was found (Chinese write-ups of
it use the English box and English names), so its 22 new card names and 15 character
names are our own consistent translations (Western names transliterated, object names
translated), not the names of a printed edition; each catalogue says so in ``meta.names``.
High Noon's and A Fistful of Cards' event cards (Part F) likewise: no Chinese edition
was found, and the names are ours (the fan write-ups' usual words where one is common:
鬼城, 宿醉, 日正當中).
"Dodge" is a card of its own there, so it is no longer an English alias of Missed!.
"""

from __future__ import annotations

#: catalogue key → (繁體, 简体).
TERMS: dict[str, tuple[str, str]] = {
    "card.bang": ("BANG!", "BANG!"),
    "card.missed": ("閃避", "闪避"),
    "card.beer": ("啤酒", "啤酒"),
    "card.cat_balou": ("金絲貓", "金丝猫"),
    "card.panic": ("恐慌", "恐慌"),
    "card.duel": ("決鬥", "决斗"),
    "card.general_store": ("雜貨鋪", "杂货铺"),
    "card.indians": ("印第安人", "印第安人"),
    "card.stagecoach": ("馬車", "马车"),
    "card.gatling": ("格林機關槍", "格林机关枪"),
    "card.saloon": ("沙龍", "沙龙"),
    "card.wells_fargo": ("大馬車", "大马车"),
    "card.barrel": ("啤酒桶", "啤酒桶"),
    "card.dynamite": ("炸藥", "炸药"),
    "card.jail": ("監獄", "监狱"),
    "card.mustang": ("野馬", "野马"),
    "card.scope": ("阿帕盧薩馬", "阿帕卢萨马"),
    "card.volcanic": ("霰彈槍", "霰弹枪"),
    "card.schofield": ("斯科菲爾德", "斯科菲尔德"),
    "card.remington": ("雷明頓", "雷明顿"),
    "card.rev_carabine": ("卡賓槍", "卡宾枪"),
    "card.winchester": ("溫徹斯特", "温彻斯特"),
    "card.punch": ("拳擊", "拳击"),
    "card.dodge": ("躲避", "躲避"),
    "card.springfield": ("春田步槍", "春田步枪"),
    "card.brawl": ("鬥毆", "斗殴"),
    "card.rag_time": ("拉格泰姆", "拉格泰姆"),
    "card.tequila": ("龍舌蘭", "龙舌兰"),
    "card.whisky": ("威士忌", "威士忌"),
    "card.binocular": ("雙筒望遠鏡", "双筒望远镜"),
    "card.hideout": ("藏身處", "藏身处"),
    "card.bible": ("聖經", "圣经"),
    "card.canteen": ("水壺", "水壶"),
    "card.can_can": ("康康舞", "康康舞"),
    "card.conestoga": ("篷車", "篷车"),
    "card.derringer": ("德林傑手槍", "德林杰手枪"),
    "card.buffalo_rifle": ("獵牛槍", "猎牛枪"),
    "card.howitzer": ("榴彈炮", "榴弹炮"),
    "card.iron_plate": ("鐵板", "铁板"),
    "card.knife": ("匕首", "匕首"),
    "card.pepperbox": ("胡椒盒手槍", "胡椒盒手枪"),
    "card.pony_express": ("小馬快遞", "小马快递"),
    "card.sombrero": ("寬邊帽", "宽边帽"),
    "card.ten_gallon_hat": ("十加侖帽", "十加仑帽"),
    "role.sheriff": ("警長", "警长"),
    "role.deputy": ("副警長", "副警长"),
    "role.outlaw": ("歹徒", "歹徒"),
    "role.renegade": ("叛徒", "叛徒"),
    "face.arrow": ("弓箭", "弓箭"),
    "face.dynamite": ("炸藥", "炸药"),
    "face.one": ("準心1", "准心1"),
    "face.two": ("準心2", "准心2"),
    "face.beer": ("啤酒", "啤酒"),
    "face.gatling": ("格林機關槍", "格林机关枪"),
    # Old Saloon (Part G): no Chinese edition found; our own names.
    "face.double_one": ("雙準心1", "双准心1"),
    "face.double_two": ("雙準心2", "双准心2"),
    "face.double_beer": ("雙啤酒", "双啤酒"),
    "face.double_gatling": ("雙格林機關槍", "双格林机关枪"),
    "face.broken_arrow": ("斷箭", "断箭"),
    "face.bullet": ("子彈", "子弹"),
    "face.indians": ("印第安人", "印第安人"),
    "die.loudmouth": ("大嘴巴", "大嘴巴"),
    "die.coward": ("膽小鬼", "胆小鬼"),
    "token.chief_arrow": ("酋長之箭", "酋长之箭"),
    "character.bart_cassidy": ("巴特·卡西迪", "巴特·卡西迪"),
    "character.black_jack": ("黑傑克", "黑杰克"),
    "character.calamity_janet": ("災難珍妮", "灾难珍妮"),
    "character.el_gringo": ("外國佬", "外国佬"),
    "character.jesse_jones": ("傑西·瓊斯", "杰西·琼斯"),
    "character.jourdonnais": ("茹爾多奈", "茹尔多奈"),
    "character.kit_carlson": ("基特·卡爾森", "基特·卡尔森"),
    "character.lucky_duke": ("幸運杜克", "幸运杜克"),
    "character.paul_regret": ("保羅·雷格雷特", "保罗·雷格雷特"),
    "character.pedro_ramirez": ("佩德羅·拉米雷斯", "佩德罗·拉米雷斯"),
    "character.rose_doolan": ("羅絲·杜蘭", "罗丝·杜兰"),
    "character.sid_ketchum": ("希德·凱徹姆", "希德·凯彻姆"),
    "character.slab_the_killer": ("殺手斯萊布", "杀手斯莱布"),
    "character.suzy_lafayette": ("蘇西·拉法葉", "苏西·拉法叶"),
    "character.vulture_sam": ("禿鷲山姆", "秃鹫山姆"),
    "character.willy_the_kid": ("小威利", "小威利"),
    "character.apache_kid": ("阿帕契小子", "阿帕契小子"),
    "character.belle_star": ("貝兒·斯塔爾", "贝儿·斯塔尔"),
    "character.bill_noface": ("無臉比爾", "无脸比尔"),
    "character.chuck_wengam": ("查克·溫甘", "查克·温甘"),
    "character.doc_holyday": ("霍利戴醫生", "霍利戴医生"),
    "character.elena_fuente": ("艾琳娜·富恩特", "艾琳娜·富恩特"),
    "character.greg_digger": ("掘墓人格雷格", "掘墓人格雷格"),
    "character.herb_hunter": ("赫伯·亨特", "赫伯·亨特"),
    "character.jose_delgado": ("荷西·德爾加多", "荷西·德尔加多"),
    "character.molly_stark": ("莫莉·斯塔克", "莫莉·斯塔克"),
    "character.pat_brennan": ("派特·布倫南", "派特·布伦南"),
    "character.pixie_pete": ("小精靈皮特", "小精灵皮特"),
    "character.sean_mallory": ("西恩·馬洛里", "西恩·马洛里"),
    "character.tequila_joe": ("龍舌蘭喬", "龙舌兰乔"),
    "character.vera_custer": ("薇拉·卡斯特", "薇拉·卡斯特"),
    # High Noon's event cards (Part F): no Chinese edition found; our own names.
    "event_card.blessing": ("祝福", "祝福"),
    "event_card.curse": ("詛咒", "诅咒"),
    "event_card.ghost_town": ("鬼城", "鬼城"),
    "event_card.gold_rush": ("淘金熱", "淘金热"),
    "event_card.hangover": ("宿醉", "宿醉"),
    "event_card.shootout": ("槍戰", "枪战"),
    "event_card.the_daltons": ("道爾頓兄弟", "道尔顿兄弟"),
    "event_card.the_doctor": ("醫生", "医生"),
    "event_card.the_reverend": ("牧師", "牧师"),
    "event_card.the_sermon": ("佈道", "布道"),
    "event_card.thirst": ("口渴", "口渴"),
    "event_card.train_arrival": ("火車進站", "火车进站"),
    "event_card.high_noon": ("日正當中", "日正当中"),
    "event_card.handcuffs": ("手銬", "手铐"),
    # A Fistful of Cards' event cards (Part F): no Chinese edition found; our own names
    # (the last one after the film's Chinese title, as High Noon's 日正當中 is).
    "event_card.abandoned_mine": ("廢棄礦坑", "废弃矿坑"),
    "event_card.ambush": ("埋伏", "埋伏"),
    "event_card.blood_brothers": ("結拜兄弟", "结拜兄弟"),
    "event_card.dead_man": ("死者歸來", "死者归来"),
    "event_card.hard_liquor": ("烈酒", "烈酒"),
    "event_card.lasso": ("套索", "套索"),
    "event_card.law_of_the_west": ("西部法則", "西部法则"),
    "event_card.peyote": ("佩奧特仙人掌", "佩奥特仙人掌"),
    "event_card.ranch": ("牧場", "牧场"),
    "event_card.ricochet": ("跳彈", "跳弹"),
    "event_card.russian_roulette": ("俄羅斯輪盤", "俄罗斯轮盘"),
    "event_card.sniper": ("狙擊手", "狙击手"),
    "event_card.the_judge": ("法官", "法官"),
    "event_card.vendetta": ("血仇", "血仇"),
    "event_card.a_fistful_of_cards": ("荒野大鏢客", "荒野大镖客"),
    # The dice game's Undead or Alive (Part G): no Chinese edition was found either; the
    # faces take the card game's words, the two new names are ours.
    "face.whiskey": ("威士忌", "威士忌"),
    "face.duel": ("決鬥", "决斗"),
    "character.sam_the_healer": ("治療師山姆", "治疗师山姆"),
    "character.zombie": ("殭屍", "僵尸"),
}

#: The 繁體 → 简体 characters the terms need (every other character is the same in both).
TO_SIMPLIFIED: dict[str, str] = dict(zip(
    "閃絲貓決鬥雜貨鋪馬機關槍龍藥監獄盧薩彈爾頓賓溫徹長傑難國瓊運羅蘭凱殺萊蘇葉禿鷲準災開掃館銀驛車單鏡遠連發將靈變體"
    "擊毆雙處聖經壺獵鐵遞寬邊侖貝兒無臉醫倫喬詛熱戰師佈進當銬廢棄礦結歸來則奧場輪盤鏢膽斷療殭屍",
    "闪丝猫决斗杂货铺马机关枪龙药监狱卢萨弹尔顿宾温彻长杰难国琼运罗兰凯杀莱苏叶秃鹫准灾开扫馆银驿车单镜远连发将灵变体"
    "击殴双处圣经壶猎铁递宽边仑贝儿无脸医伦乔诅热战师布进当铐废弃矿结归来则奥场轮盘镖胆断疗僵尸",
    strict=True))


def to_simplified(text: str) -> str:
    """``text`` converted character by character with :data:`TO_SIMPLIFIED`."""
    return "".join(TO_SIMPLIFIED.get(c, c) for c in text)


_ALIASES_HANT: dict[str, tuple[str, ...]] = {
    "variant.ghosts": ("鬼魂", "幽靈", "死者", "死者變體", "鬼魂變體"),
    "variant.dead_reckonin": ("死魂靈",),
    "variant.dead_mans_hand": ("長靴山",),
    "card.bang": ("砰", "開槍", "殺"),
    "card.missed": ("射失", "閃躲", "失手", "閃"),
    "card.general_store": ("雜貨店", "商店", "雜貨"),
    "card.indians": ("印地安人", "印地安"),
    "card.gatling": ("機關槍", "機槍", "機槍掃射", "格林機槍"),
    "card.saloon": ("酒館",),
    "card.wells_fargo": ("富國銀行",),
    "card.stagecoach": ("驛馬車",),
    "card.barrel": ("酒桶",),
    "card.dynamite": ("炸彈",),
    "card.duel": ("單挑",),
    "card.jail": ("監牢", "牢房"),
    "card.scope": ("瞄準鏡", "望遠鏡"),
    "card.volcanic": ("連發槍", "火山"),
    "role.outlaw": ("匪徒",),
    "role.deputy": ("副警",),
    "role.renegade": ("叛將",),
    "face.one": ("準心一", "一"),
    "face.two": ("準心二", "二"),
    "character.lucky_duke": ("幸運公爵",),
}

#: Per language: catalogue key → other names typed after ``help``.
ALIASES: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "card.bang": ("bang", "shot", "shoot"),
        "card.missed": ("miss",),
        "card.general_store": ("store", "shop"),
        "card.indians": ("indian",),
        "card.gatling": ("gatling gun", "machine gun"),
        "card.wells_fargo": ("wells",),
        "card.rev_carabine": ("carabine", "rev carabine"),
        "card.scope": ("appaloosa",),
        "card.mustang": ("horse",),
        "role.deputy": ("vice", "deputy sheriff"),
        "face.one": ("bulls eye 1", "bullseye 1", "1"),
        "face.two": ("bulls eye 2", "bullseye 2", "2"),
        "face.arrow": ("arrows",),
        "variant.ghosts": ("ghost", "ghosts", "ghost variants", "ghost variant", "dead"),
        "variant.dead_reckonin": ("dead reckoning", "reckonin"),
        "variant.dead_mans_hand": ("dead man's hand", "boot hill", "dmh"),
    },
    "zh-Hant": _ALIASES_HANT,
    "zh-Hans": {key: tuple(to_simplified(n) for n in names)
                for key, names in _ALIASES_HANT.items()},
}


def term_table(lang: str) -> dict[str, str]:
    """The term table of ``lang``: catalogue key -> the one word its catalogues use for
    that card, character, role, die face or event card (and ``word.*``: the game's key
    words, ``meta.edition``: which published editions the names come from).  The other
    languages keep theirs in ``terms/<lang>.json``; Chinese in :data:`TERMS` here, both
    scripts side by side, since one is converted from the other character by character.
    Empty for a language without a table."""
    import json
    from importlib import resources

    if lang in ("zh-Hant", "zh-Hans"):
        column = 0 if lang == "zh-Hant" else 1
        return {key: pair[column] for key, pair in TERMS.items()}
    path = resources.files(__package__).joinpath("terms", f"{lang}.json")
    if not path.is_file():
        return {}
    data: dict[str, str] = json.loads(path.read_text(encoding="utf-8"))
    return data
