# Os textos de scenarios/campaign-1-one-order.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 1. Um pedido, quatro sistemas
description = Todo pedido precisa chegar a billing, email, warehouse e analytics, e cada um deles precisa processar 3.000 antes de acabarem os cinco minutos. Hoje há uma Queue no meio, e cada um dos quatro sistemas vê só parte dos pedidos.
hints-0-say = Os grupos {"{"}groups:tasks{"}"} pegam seus pedidos da mesma Queue, tasks, e uma Queue entrega cada pedido a um só Worker: cada sistema vê só parte deles. Um Event Stream dá todo evento a todo grupo: pesquise Event streaming primeiro (R).
hints-1-say = Os grupos {"{"}groups:tasks{"}"} pegam seus pedidos da mesma Queue, tasks, e uma Queue entrega cada pedido a um só Worker: cada sistema vê só parte deles. Posicione um Event Stream (B), ligue a API a ele e ele a cada Worker (arraste com Shift) e desligue a API de tasks: assim todo grupo lê todo pedido.
nodes-api-name = Shop API
nodes-tasks-name = tasks
